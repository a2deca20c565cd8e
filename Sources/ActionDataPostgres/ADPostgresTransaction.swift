import ActionData
import ActionDataStorage
import Foundation
import Logging
import OrderedCollections
import PostgresNIO

/// The operations of ``ADPostgresProvider`` inside one transaction.
///
/// ``ADPostgresProvider/transaction(_:)`` hands one to its closure; everything done through
/// it commits together when the closure returns, or is rolled back when it throws. Do not
/// keep it after the closure returns.
///
/// ```swift
/// try await provider.transaction { transaction in
///     for category in categories { try await transaction.save(category) }
/// }
/// ```
public struct ADPostgresTransaction {
    let connection: PostgresConnection
    let registry: SchemaRegistry
    let changes: SchemaChanges
    let logger: Logger
    /// How long the connection may answer nothing while a statement runs before it is closed
    /// as broken (a partition); `nil` waits as long as the socket stays open.
    var answerTimeout: Duration? = nil

    // MARK: Schema

    /// Creates the table `schema` describes, or adds the columns it gained (set to their
    /// value in `defaults` in every existing row). Returns the schema in force.
    ///
    /// - Throws: `ADPostgresError.Kind.schemaConflict(_:)` when the stored table does not
    ///   match (another key, a column of another type, a table ActionData did not create).
    @discardableResult
    public func register(_ schema: ADTableSchema, defaults: ADRecord) async throws(ADPostgresError)
        -> ADTableSchema
    {
        let registered = try await SchemaStore.register(schema, defaults: defaults, self)
        changes.registered(registered)
        return registered
    }

    /// The schema of a registered table.
    public func schema(of table: String) async throws(ADPostgresError) -> ADTableSchema {
        if let schema = changes.knownSchema(table, registry: registry) { return schema }
        guard let stored = try await SchemaStore.load(table, self) else {
            throw ADPostgresError(.unknownTable, table: table)
        }
        changes.current[table] = stored
        return stored
    }

    /// Drops the table and its rows.
    public func dropTable(_ table: String) async throws(ADPostgresError) {
        try await SchemaStore.drop(table, self)
        changes.droppedTable(table)
    }

    // MARK: Rows

    /// Inserts or updates `record`, assigning its key when the key type says it is not
    /// saved yet, and returns the record as saved (with its key).
    ///
    /// - Throws: ``ADPostgresError`` for an unknown table or field, a missing or unusable
    ///   key, or a value that does not fit its column.
    ///
    /// In a synced table (an `ADSyncedTable`'s), the fields it changed go to the change log
    /// in this transaction.
    @discardableResult
    public func save(_ record: ADRecord, in table: String) async throws(ADPostgresError) -> ADRecord {
        guard let synced = try await syncedTable(table) else { return try await writeRow(record, in: table) }
        return try await journaledSave(record, in: table, synced)
    }

    /// Inserts or updates `record` as ``save(_:in:)`` does, without logging a change.
    func writeRow(_ record: ADRecord, in table: String) async throws(ADPostgresError) -> ADRecord {
        var schema = try await schema(of: table)
        let key = schema.primaryKey
        var record = record
        switch try KeyAssignment(schema, record: record) {
        case .next:
            record[key] = .int(try await nextKey(table))
        case .computed:
            try await SchemaStore.lock(table, self)
            let next = PostgresStatement(
                "SELECT coalesce(max(\(SQLIdentifier.quoted(key))), 0) + 1 FROM \(SQLIdentifier.quoted(table))")
            guard let row = try await run(next, table: table).first else {
                throw ADPostgresError(.corruptValue(column: key, reason: "no next key"), table: table)
            }
            record[key] = .int(try decode(row, Int64.self, at: 0, table: table))
        case .given(let counted?):
            try await keepKeysAbove(counted, table: table)
        case .uuid(let ordered):
            record[key] = KeyAssignment.newUUID(ordered: ordered)
        case .given(nil):
            break
        }
        schema = try await learnTypes(of: record, in: schema)
        var statement = PostgresStatement()
        try Self.appendUpsert(record, schema: schema, to: &statement)
        _ = try await run(statement, table: table)
        return record
    }

    /// The schema of `schema`'s table once the untyped columns `record` gives a value have
    /// learned its type.
    func learnTypes(of record: ADRecord, in schema: ADTableSchema) async throws(ADPostgresError) -> ADTableSchema {
        var schema = schema
        for (name, value) in record where schema.columns[name] == .untyped && !value.isNull {
            try await SchemaStore.learnType(ADColumnType(inferredFrom: value), of: name, in: &schema, self)
            changes.current[schema.tableName] = schema
        }
        return schema
    }

    /// Appends the statement that inserts or updates `record`, whose key is set, in the table
    /// `schema` describes, binding its values after those `statement` holds.
    ///
    /// - Throws: ``ADPostgresError`` for an unknown field or a value that does not fit its column.
    static func appendUpsert(_ record: ADRecord, schema: ADTableSchema, to statement: inout PostgresStatement) throws(ADPostgresError) {
        let table = schema.tableName
        var columns: [String] = []
        var values: [SQLArgument] = []
        for (name, value) in record {
            columns.append(SQLIdentifier.quoted(name))
            values.append(try boundValue(value, of: name, in: schema))
        }
        statement.append("INSERT INTO \(SQLIdentifier.quoted(table)) (\(columns.joined(separator: ", "))) VALUES (")
        for (index, value) in values.enumerated() {
            if index > 0 { statement.append(", ") }
            statement.bind(value)
        }
        let quotedKey = SQLIdentifier.quoted(schema.primaryKey)
        let updates = columns.filter { $0 != quotedKey }.map { "\($0) = excluded.\($0)" }
        statement.append(") ON CONFLICT (\(quotedKey)) DO ")
        statement.append(updates.isEmpty ? "NOTHING" : "UPDATE SET " + updates.joined(separator: ", "))
    }

    /// `value` bound as the column of the field `name` in the table `schema` describes stores it.
    ///
    /// - Throws: ``ADPostgresError`` for an unknown field or a value that does not fit its column.
    static func boundValue(_ value: ADValue, of name: String, in schema: ADTableSchema) throws(ADPostgresError) -> SQLArgument {
        guard let type = schema.columns[name] else { throw ADPostgresError(.unknownColumn(name), table: schema.tableName) }
        return try PostgresColumnValues.bound(value, as: type, column: name, table: schema.tableName)
    }

    /// The next key of a table whose keys the database assigns; never one given before.
    private func nextKey(_ table: String) async throws(ADPostgresError) -> Int64 {
        var statement = PostgresStatement(
            #"UPDATE "actiondata_keys" SET "next" = "next" + 1 WHERE "table_name" = "#)
        statement.bind(.text(SQLIdentifier.storedName(table)))
        statement.append(#" RETURNING CAST("next" - 1 AS BIGINT)"#)
        guard let row = try await run(statement, table: table).first else {
            throw ADPostgresError(.schemaConflict("the table has no key counter"), table: table)
        }
        return try decode(row, Int64.self, at: 0, table: table)
    }

    /// Moves the key counter past a key the record brought.
    private func keepKeysAbove(_ key: Int64, table: String) async throws(ADPostgresError) {
        var statement = PostgresStatement(#"UPDATE "actiondata_keys" SET "next" = greatest("next", CAST("#)
        statement.bind(.integer(key))
        statement.append(#" AS NUMERIC) + 1) WHERE "table_name" = "#)
        statement.bind(.text(SQLIdentifier.storedName(table)))
        _ = try await run(statement, table: table)
    }

    /// The row whose key is `key`, or `nil` when there is none.
    public func loadRecord(key: ADValue, from table: String) async throws(ADPostgresError) -> ADRecord? {
        let schema = try await schema(of: table)
        return try await select(schema, where: try keyCondition(key, schema), orderBy: [], limit: 1).first
    }

    /// The row whose key is `key`, locked until the transaction ends so no other transaction
    /// changes or deletes it meanwhile; `nil` when there is none.
    func loadRecordLocked(key: ADValue, from table: String) async throws(ADPostgresError) -> ADRecord? {
        let schema = try await schema(of: table)
        return try await select(schema, where: try keyCondition(key, schema), orderBy: [], limit: 1, locking: true).first
    }

    /// The rows for which the formula `filter` is true (all rows when it is `nil`), in the
    /// given order, at most `limit` of them (a negative limit is none).
    public func loadRecords(
        from table: String, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) async throws(ADPostgresError) -> [ADRecord] {
        let schema = try await schema(of: table)
        let limit = limit.flatMap { $0 < 0 ? nil : $0 }
        let compiled = try compile(filter, schema)
        guard let compiled, !compiled.residue.isEmpty else {
            return try await select(schema, where: compiled?.condition, orderBy: order, limit: limit)
        }
        var selected: [ADRecord] = []
        for record in try await select(schema, where: compiled.condition, orderBy: order, limit: nil) {
            if let limit, selected.count >= limit { break }
            if try compiled.selects(record, table: table) { selected.append(record) }
        }
        return selected
    }

    /// The number of rows for which `filter` is true (all rows when it is `nil`).
    public func count(in table: String, where filter: String? = nil) async throws(ADPostgresError) -> Int {
        let schema = try await schema(of: table)
        let compiled = try compile(filter, schema)
        if let compiled, !compiled.residue.isEmpty {
            return try await loadRecords(from: table, where: filter).count
        }
        var statement = PostgresStatement("SELECT COUNT(*) FROM \(SQLIdentifier.quoted(table))")
        if let condition = compiled?.condition {
            statement.append(" WHERE ")
            statement.append(condition)
        }
        guard let row = try await run(statement, table: table).first else { return 0 }
        let counted = try decode(row, Int64.self, at: 0, table: table)
        guard let count = Int(exactly: counted) else {
            throw ADPostgresError(.corruptValue(column: "count", reason: "\(counted) rows do not fit an Int"), table: table)
        }
        return count
    }

    /// Deletes the row whose key is `key`; `false` when there was none.
    /// In a synced table, the deletion goes to the change log in this transaction.
    @discardableResult
    public func deleteRecord(key: ADValue, from table: String) async throws(ADPostgresError) -> Bool {
        guard let synced = try await syncedTable(table) else { return try await removeRow(key: key, from: table) }
        return try await journaledDelete(key: key, from: table, synced)
    }

    /// Deletes the row whose key is `key` without logging a change.
    func removeRow(key: ADValue, from table: String) async throws(ADPostgresError) -> Bool {
        let schema = try await schema(of: table)
        return try await delete(schema, try keyCondition(key, schema)) > 0
    }

    /// Deletes the rows for which `filter` is true (all rows when it is `nil`); returns how many.
    /// In a synced table, each deletion goes to the change log in this transaction.
    @discardableResult
    public func deleteRecords(from table: String, where filter: String?) async throws(ADPostgresError) -> Int {
        let schema = try await schema(of: table)
        if let synced = try await syncedTable(table) {
            var deleted = 0
            for row in try await loadRecords(from: table, where: filter) {
                guard let key = row[schema.primaryKey] else { continue }
                if try await journaledDelete(key: key, from: table, synced) { deleted += 1 }
            }
            return deleted
        }
        let compiled = try compile(filter, schema)
        guard let compiled, !compiled.residue.isEmpty else { return try await delete(schema, compiled?.condition) }
        var deleted = 0
        for record in try await loadRecords(from: table, where: filter) {
            guard let key = record[schema.primaryKey] else { continue }
            deleted += try await delete(schema, try keyCondition(key, schema))
        }
        return deleted
    }

    private func delete(_ schema: ADTableSchema, _ condition: SQLFragment?) async throws(ADPostgresError) -> Int {
        var statement = PostgresStatement("DELETE FROM \(SQLIdentifier.quoted(schema.tableName))")
        if let condition {
            statement.append(" WHERE ")
            statement.append(condition)
        }
        statement.append(" RETURNING 1")
        return try await run(statement, table: schema.tableName).count
    }

    func keyCondition(_ key: ADValue, _ schema: ADTableSchema) throws(ADPostgresError) -> SQLFragment {
        let bound = try PostgresColumnValues.bound(
            key, as: schema.keyColumnType, column: schema.primaryKey, table: schema.tableName)
        return SQLFragment(
            parts: [.sql("\(SQLIdentifier.quoted(schema.primaryKey)) = "), .argument(bound)], kind: .boolean)
    }

    /// The parts of the formula `filter` that PostgreSQL cannot evaluate on `table`, as written:
    /// a load evaluates them in Swift on every row the rest of the filter selects. Empty when
    /// the database selects the rows itself.
    ///
    /// A server checks its read rules with it at start: a rule that would select rows in Swift
    /// scans what the rest selects, unbounded, at every list.
    /// - Throws: ``ADPostgresError`` when the table is unknown or `filter` is not a formula of it.
    public func partsEvaluatedInSwift(of filter: String, in table: String) async throws(ADPostgresError) -> [String] {
        try compile(filter, try await schema(of: table))?.residueParts ?? []
    }

    func compile(_ filter: String?, _ schema: ADTableSchema) throws(ADPostgresError) -> FilterSplit? {
        guard let filter else { return nil }
        let formula = try registry.filter(filter, table: schema.tableName)
        return try FilterSplit(
            formula, translator: FilterTranslator(schema: schema, dialect: PostgresDialect()), cache: registry.formulas)
    }

    func select(
        _ schema: ADTableSchema, where condition: SQLFragment?, orderBy order: [ADOrder], limit: Int?, locking: Bool = false
    ) async throws(ADPostgresError) -> [ADRecord] {
        let table = schema.tableName
        let fields = Array(schema.columns)
        var statement = PostgresStatement("SELECT \(Self.selectList(fields)) FROM \(SQLIdentifier.quoted(table))")
        if let condition {
            statement.append(" WHERE ")
            statement.append(condition)
        }
        if !order.isEmpty {
            var keys: [String] = []
            for key in order {
                guard let type = schema.columns[key.field] else {
                    throw ADPostgresError(.unknownColumn(key.field), table: table)
                }
                let column = SQLIdentifier.quoted(key.field)
                let sorted = type == .text ? "(normalize(\(column), NFC) COLLATE \"C\")" : column
                keys.append("\(sorted) \(key.ascending ? "ASC NULLS FIRST" : "DESC NULLS LAST")")
            }
            statement.append(" ORDER BY " + keys.joined(separator: ", "))
        }
        if let limit {
            statement.append(" LIMIT ")
            statement.bind(.integer(Int64(limit)))
        }
        if locking { statement.append(" FOR UPDATE") }
        var records: [ADRecord] = []
        for row in try await run(statement, table: table) { records.append(try Self.record(from: row, fields: fields, table: table)) }
        return records
    }

    /// The columns of `fields` as a select list reads them, in order (``record(from:fields:table:)``).
    static func selectList(_ fields: [(key: String, value: ADColumnType)]) -> String {
        fields.map { PostgresColumnValues.selected(SQLIdentifier.quoted($0.key), as: $0.value) }.joined(separator: ", ")
    }

    /// The record the first columns of `row` hold, one for each of `fields`.
    static func record(from row: PostgresRow, fields: [(key: String, value: ADColumnType)], table: String) throws(ADPostgresError) -> ADRecord {
        let cells = row.makeRandomAccess()
        var record = OrderedDictionary<String, ADValue>(minimumCapacity: fields.count)
        for (index, (name, type)) in fields.enumerated() where index < cells.count {
            record[name] = try PostgresColumnValues.value(from: cells[index], as: type, column: name, table: table)
        }
        return ADRecord(record)
    }

    // MARK: Running statements

    /// Runs `statement` and collects its rows, turning failures into ``ADPostgresError`` about `table`.
    package func run(_ statement: PostgresStatement, table: String?) async throws(ADPostgresError) -> [PostgresRow] {
        let query = statement.query
        let logger = logger
        return try await answered(table: table) { connection in try await connection.query(query, logger: logger).collect() }
    }

    /// Runs `statement` as a prepared statement: parsed and planned once per connection (under
    /// `Statement.name`), then only bound and executed. Failures as for ``run(_:table:)``.
    package func run<Statement: PostgresPreparedStatement>(prepared statement: Statement, table: String?)
        async throws(ADPostgresError) -> [PostgresRow] where Statement.Row == PostgresRow
    {
        let logger = logger
        return try await answered(table: table) { connection in
            var rows: [PostgresRow] = []
            for try await row in try await connection.execute(statement, logger: logger) { rows.append(row) }
            return rows
        }
    }

    /// The rows `query` collects on the connection, closing the connection when it answers
    /// nothing within ``answerTimeout``.
    private func answered(
        table: String?, _ query: @escaping @Sendable (PostgresConnection) async throws -> [PostgresRow]
    ) async throws(ADPostgresError) -> [PostgresRow] {
        guard !connection.isClosed else {
            throw ADPostgresError(.connection("the server closed the connection"), table: table)
        }
        guard let answerTimeout else {
            do {
                return try await query(connection)
            } catch {
                throw ADPostgresError.converting(error, table: table)
            }
        }
        let connection = connection
        let watchdog = Task {
            do {
                try await Task.sleep(for: answerTimeout)
            } catch {
                return false
            }
            // Nothing lost: closing fails only on a connection already closed, which is the aim.
            try? await connection.close()
            return true
        }
        do {
            let rows = try await query(connection)
            watchdog.cancel()
            return rows
        } catch {
            watchdog.cancel()
            guard await watchdog.value else { throw ADPostgresError.converting(error, table: table) }
            throw ADPostgresError(
                .connection("the server answered nothing within \(answerTimeout); the connection was closed"), table: table)
        }
    }

    /// The cell at `index` of `row` as `T`.
    package func decode<T: PostgresDecodable>(_ row: PostgresRow, _ type: T.Type, at index: Int, table: String?)
        throws(ADPostgresError) -> T
    {
        let cells = row.makeRandomAccess()
        guard index < cells.count else {
            throw ADPostgresError(.corruptValue(column: "#\(index)", reason: "the server answered fewer columns"), table: table)
        }
        do {
            return try cells[index].decode(T.self)
        } catch {
            throw ADPostgresError(.corruptValue(column: cells[index].columnName, reason: "\(error)"), table: table)
        }
    }
}
