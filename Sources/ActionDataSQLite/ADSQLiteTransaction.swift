import ActionData
import ActionDataStorage
import Foundation
import GRDB
import OrderedCollections

/// The operations of ``ADSQLiteProvider`` inside one transaction.
///
/// `ADSQLiteProvider.transaction(_:)` hands one to its closure; everything done through
/// it commits together when the closure returns, or is rolled back when it throws. Do
/// not keep it after the closure returns, and do not call the provider itself inside the
/// closure: GRDB's connections are not reentrant and trap on it.
///
/// ```swift
/// try provider.transaction { transaction in
///     for category in categories { try transaction.save(category) }
/// }
/// ```
public struct ADSQLiteTransaction {
    let db: Database
    let registry: SchemaRegistry
    let changes: SchemaChanges
    let saves = PreparedSaves()

    // MARK: Schema

    /// Creates the table `schema` describes, or adds the columns it gained (set to their
    /// value in `defaults` in every existing row). Returns the schema in force.
    @discardableResult
    public func register(_ schema: ADTableSchema, defaults: ADRecord) throws(ADSQLiteError) -> ADTableSchema
    {
        try attempt(schema.tableName) {
            let registered = try SchemaStore.register(schema, defaults: defaults, db)
            saves.statements.removeAll()
            changes.registered(registered)
            return registered
        }
    }

    /// The schema of a registered table.
    public func schema(of table: String) throws(ADSQLiteError) -> ADTableSchema {
        if let schema = changes.knownSchema(table, registry: registry) { return schema }
        let stored = try attempt(table) { try SchemaStore.load(table, db) }
        guard let stored else { throw ADSQLiteError(.unknownTable, table: table) }
        changes.current[table] = stored
        return stored
    }

    /// Whether `table` is registered.
    public func tableExists(_ table: String) throws(ADSQLiteError) -> Bool {
        do {
            _ = try schema(of: table)
            return true
        } catch  where error.kind.isUnknownTable {
            return false
        }
    }

    /// Drops the table and its rows.
    public func dropTable(_ table: String) throws(ADSQLiteError) {
        try attempt(table) { try SchemaStore.drop(table, db) }
        saves.statements.removeAll()
        changes.droppedTable(table)
    }

    // MARK: Rows

    /// Inserts or updates `record`, assigning its key when the key type says it is not
    /// saved yet, and returns the record as saved (with its key).
    ///
    /// - Throws: ``ADSQLiteError`` for an unknown table or field, a missing or unusable key,
    ///   or a value that does not fit its column.
    ///
    /// In a synced table (an `ADSyncedTable`'s), the fields it changed go to the change log
    /// in this transaction.
    @discardableResult
    public func save(_ record: ADRecord, in table: String) throws(ADSQLiteError) -> ADRecord {
        guard let synced = try syncedTable(table) else { return try writeRow(record, in: table) }
        return try journaledSave(record, in: table, synced)
    }

    /// Inserts or updates `record` as ``save(_:in:)`` does, without logging a change; in a
    /// synced table, with its fields' stamps (`SyncStampsColumn`).
    func writeRow(_ record: ADRecord, in table: String, stamps: String? = nil) throws(ADSQLiteError) -> ADRecord {
        var schema = try schema(of: table)
        let key = schema.primaryKey
        var record = record
        let assignment = try KeyAssignment(schema, record: record)
        let assignsRowID = assignment == .next
        switch assignment {
        case .computed:
            let next = try attempt(table) {
                try Int64.fetchOne(
                    db,
                    sql: "SELECT coalesce(max(\(SQLIdentifier.quoted(key))), 0) + 1 FROM \(SQLIdentifier.quoted(table))"
                )
            }
            record[key] = .int(next ?? 1)
        case .uuid(let ordered):
            record[key] = KeyAssignment.newUUID(ordered: ordered)
        case .next, .given:
            break
        }
        var fields: [String] = []
        var values: [DatabaseValue] = []
        fields.reserveCapacity(record.count)
        values.reserveCapacity(record.count)
        for (name, value) in record where !(assignsRowID && name == key) {
            guard var type = schema.columns[name] else { throw ADSQLiteError(.unknownColumn(name), table: table) }
            if type == .untyped, !value.isNull {
                type = ADColumnType(inferredFrom: value)
                try attempt(table) { try SchemaStore.learnType(type, of: name, in: &schema, db) }
                changes.current[table] = schema
            }
            fields.append(name)
            values.append(try ColumnValues.databaseValue(value, as: type, column: name, table: table))
        }
        if let stamps { values.append(ColumnValues.textValue(stamps)) }
        let shape = SaveShape(table: table, fields: fields, assignsRowID: assignsRowID, carriesStamps: stamps != nil)
        let statement = try saveStatement(shape, key: key)
        try attempt(table) {
            try statement.setStoredArguments(values)
            try statement.execute()
        }
        if assignsRowID { record[key] = .int(db.lastInsertedRowID) }
        return record
    }

    private func saveStatement(_ shape: SaveShape, key: String) throws(ADSQLiteError) -> Statement {
        if let statement = saves.statements[shape] { return statement }
        let columns = shape.fields.map(SQLIdentifier.quoted) + (shape.carriesStamps ? [SyncStampsColumn.quoted] : [])
        let sql = Self.saveSQL(table: shape.table, key: key, columns: columns, upsert: !shape.assignsRowID)
        let statement = try attempt(shape.table) { try db.cachedStatement(sql: sql) }
        saves.statements[shape] = statement
        return statement
    }

    private static func saveSQL(table: String, key: String, columns: [String], upsert: Bool) -> String {
        let target = SQLIdentifier.quoted(table)
        guard !columns.isEmpty else { return "INSERT INTO \(target) DEFAULT VALUES" }
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let insert = "INSERT INTO \(target) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))"
        guard upsert else { return insert }
        let quotedKey = SQLIdentifier.quoted(key)
        let updates = columns.filter { $0 != quotedKey }.map { "\($0) = excluded.\($0)" }
        let action = updates.isEmpty ? "NOTHING" : "UPDATE SET " + updates.joined(separator: ", ")
        return insert + " ON CONFLICT (\(quotedKey)) DO \(action)"
    }

    /// The row whose key is `key`, or `nil` when there is none.
    public func loadRecord(key: ADValue, from table: String) throws(ADSQLiteError) -> ADRecord? {
        try loadRow(key: key, from: table)?.record
    }

    /// The row whose key is `key`, with the text of its fields' stamps when the table syncs
    /// (`SyncStampsColumn`), or `nil` when there is none.
    func loadRow(key: ADValue, from table: String) throws(ADSQLiteError) -> (record: ADRecord, stamps: String?)? {
        let schema = try schema(of: table)
        let condition = try keyCondition(key, schema)
        return try select(schema, where: condition.sql, values: condition.values, orderBy: [], limit: 1).first
    }

    /// The rows for which the formula `filter` is true (all rows when it is `nil`), in the
    /// given order, at most `limit` of them.
    public func loadRecords(
        from table: String, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) throws(ADSQLiteError) -> [ADRecord] {
        let schema = try schema(of: table)
        let condition = try compile(filter, schema)
        return try select(schema, where: condition?.sql, values: condition?.values ?? [], orderBy: order, limit: limit).map(\.record)
    }

    /// The number of rows for which `filter` is true (all rows when it is `nil`).
    public func count(in table: String, where filter: String? = nil) throws(ADSQLiteError) -> Int {
        let schema = try schema(of: table)
        let condition = try compile(filter, schema)
        let whereClause = condition.map { " WHERE \($0.sql)" } ?? ""
        let sql = "SELECT COUNT(*) FROM \(SQLIdentifier.quoted(table))\(whereClause)"
        return try attempt(table) {
            let statement = try db.makeStatement(sql: sql)
            try statement.setStoredArguments(condition?.values ?? [])
            return try Int.fetchOne(statement) ?? 0
        }
    }

    /// Deletes the row whose key is `key`; `false` when there was none.
    /// In a synced table, the deletion goes to the change log in this transaction.
    @discardableResult
    public func deleteRecord(key: ADValue, from table: String) throws(ADSQLiteError) -> Bool {
        guard let synced = try syncedTable(table) else { return try removeRow(key: key, from: table) }
        return try journaledDelete(key: key, from: table, synced)
    }

    /// Deletes the row whose key is `key` without logging a change.
    func removeRow(key: ADValue, from table: String) throws(ADSQLiteError) -> Bool {
        let schema = try schema(of: table)
        let condition = try keyCondition(key, schema)
        return try delete(schema, condition) > 0
    }

    /// Deletes the rows for which `filter` is true (all rows when it is `nil`); returns how many.
    @discardableResult
    public func deleteRecords(from table: String, where filter: String?) throws(ADSQLiteError) -> Int {
        let schema = try schema(of: table)
        if let synced = try syncedTable(table) {
            var deleted = 0
            for row in try loadRecords(from: table, where: filter) {
                guard let key = row[schema.primaryKey] else { continue }
                if try journaledDelete(key: key, from: table, synced) { deleted += 1 }
            }
            return deleted
        }
        return try delete(schema, compile(filter, schema))
    }

    private func delete(_ schema: ADTableSchema, _ condition: BoundSQL?) throws(ADSQLiteError) -> Int {
        let whereClause = condition.map { " WHERE \($0.sql)" } ?? ""
        let sql = "DELETE FROM \(SQLIdentifier.quoted(schema.tableName))\(whereClause)"
        return try attempt(schema.tableName) {
            let statement = try db.makeStatement(sql: sql)
            try statement.setStoredArguments(condition?.values ?? [])
            try statement.execute()
            return db.changesCount
        }
    }

    private func keyCondition(_ key: ADValue, _ schema: ADTableSchema) throws(ADSQLiteError) -> BoundSQL {
        let stored = try ColumnValues.databaseValue(
            key, as: schema.keyColumnType, column: schema.primaryKey, table: schema.tableName)
        return BoundSQL(sql: "\(SQLIdentifier.quoted(schema.primaryKey)) = ?", values: [stored])
    }

    private func compile(_ filter: String?, _ schema: ADTableSchema) throws(ADSQLiteError) -> BoundSQL? {
        guard let filter else { return nil }
        let formula = try registry.filter(filter, table: schema.tableName)
        let compiled = try ADSQLiteFilter(formula, schema: schema)
        return BoundSQL(sql: compiled.sql, values: compiled.values)
    }

    /// The rows `condition` selects, each with the text of its fields' stamps when the table
    /// syncs (`SyncStampsColumn`, which no record shows).
    func select(
        _ schema: ADTableSchema, where condition: String?, values: [DatabaseValue],
        orderBy order: [ADOrder],
        limit: Int?
    ) throws(ADSQLiteError) -> [(record: ADRecord, stamps: String?)] {
        let table = schema.tableName
        var sql = "SELECT * FROM \(SQLIdentifier.quoted(table))"
        var arguments = values
        if let condition { sql += " WHERE \(condition)" }
        if !order.isEmpty {
            var keys: [String] = []
            for key in order {
                guard let type = schema.columns[key.field] else {
                    throw ADSQLiteError(.unknownColumn(key.field), table: table)
                }
                let collation = type == .text ? FilterFunctions.collationClause : ""
                keys.append("\(SQLIdentifier.quoted(key.field))\(collation) \(key.ascending ? "ASC" : "DESC")")
            }
            sql += " ORDER BY " + keys.joined(separator: ", ")
        }
        if let limit {
            sql += " LIMIT ?"
            arguments.append(limit.databaseValue)
        }
        return try rows(schema, selectedBy: sql, arguments: arguments)
    }

    /// The rows of the table `schema` describes that `sql` (a `SELECT *` of that table)
    /// selects, each with the text of its fields' stamps when the table syncs.
    func rows(
        _ schema: ADTableSchema, selectedBy sql: String, arguments: [DatabaseValue]
    ) throws(ADSQLiteError) -> [(record: ADRecord, stamps: String?)] {
        let table = schema.tableName
        return try attempt(table) {
            let statement = try db.cachedStatement(sql: sql)
            let columns = statement.columnNames
            let stampsIndex = columns.firstIndex(of: SyncStampsColumn.name).map(CInt.init)
            var fields: [(index: CInt, name: String, type: ADColumnType)] = []
            for (index, column) in columns.enumerated() where column != SyncStampsColumn.name {
                let name = SQLIdentifier.fieldName(fromColumn: column)
                fields.append((CInt(index), name, schema.columns[name] ?? .untyped))
            }
            var records: [(record: ADRecord, stamps: String?)] = []
            try statement.setStoredArguments(arguments)
            let rows = try Row.fetchCursor(statement)
            while try rows.next() != nil {
                var record = OrderedDictionary<String, ADValue>(minimumCapacity: fields.count)
                for (index, name, type) in fields {
                    let stored = StoredColumn.value(statement.sqliteStatement, at: index)
                    record[name] = try ColumnValues.value(from: stored, as: type, column: name, table: table)
                }
                let stamps = stampsIndex.flatMap { StoredColumn.optionalText(statement.sqliteStatement, at: $0) }
                records.append((ADRecord(record), stamps))
            }
            return records
        }
    }

    /// Runs `body`, turning GRDB's errors into ``ADSQLiteError`` about `table`.
    func attempt<T>(_ table: String, _ body: () throws -> T) throws(ADSQLiteError) -> T {
        do {
            return try body()
        } catch {
            throw ADSQLiteError.converting(error, table: table)
        }
    }
}
