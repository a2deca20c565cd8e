import ActionData
import ActionDataStorage
import GRDB

/// Keeps table schemas in the database itself, in two bookkeeping tables
/// (`actiondata_tables`, `actiondata_columns`), and creates and migrates the tables.
enum SchemaStore {
    static let reservedTableNames: Set<String> = ["actiondata_tables", "actiondata_columns"]

    static func createBookkeeping(_ db: Database) throws {
        for statement in try SchemaStatements.bookkeeping.get() { try db.execute(sql: statement) }
    }

    /// The stored schema of `table`, or `nil` when it was never registered.
    static func load(_ table: String, _ db: Database) throws -> ADTableSchema? {
        let storedTable = SQLIdentifier.storedName(table)
        guard
            let row = try Row.fetchOne(db, sql: SchemaStatements.table.get(), arguments: [storedTable]),
            let keyType = ADDataTableKeyType(rawValue: row["key_type"])
        else { return nil }
        let rows = try Row.fetchAll(db, sql: SchemaStatements.columns.get(), arguments: [storedTable])
        return SchemaMigration.schema(
            table, storedKey: row["primary_key"], keyType: keyType,
            columns: rows.map { (name: $0["column_name"], type: $0["type"]) })
    }

    /// Creates the table of `template`, or adds the columns it gained, setting them to the
    /// template's values in every existing row. Returns the schema now in force (an
    /// existing table keeps its key).
    static func register(_ template: ADTableSchema, defaults: ADRecord, _ db: Database) throws
        -> ADTableSchema
    {
        let table = template.tableName
        guard !reservedTableNames.contains(SQLIdentifier.storedName(table)) else {
            throw ADDataError(.reservedTableName, table: table)
        }
        guard var schema = try load(table, db) else {
            try create(template, db)
            return template
        }
        // A column of another type than the model's field keeps its type: SQLite reads back
        // what it holds, and a save of the other type fails with a type mismatch.
        for step in SchemaMigration.steps(from: schema, to: template, defaults: defaults) {
            switch step {
            case .add(let name, let type, let value): try addColumn(name, type: type, default: value, to: &schema, db)
            case .learn(let name, let type): try learnType(type, of: name, in: &schema, db)
            case .conflict: break
            }
        }
        return schema
    }

    private static func create(_ schema: ADTableSchema, _ db: Database) throws {
        let definitions = schema.columns.map { name, type in
            let quoted = SQLIdentifier.quoted(name)
            guard name == schema.primaryKey else { return "\(quoted) \(type.declaredType)" }
            switch schema.keyType {
            case .autoIncrementingInt: return "\(quoted) INTEGER PRIMARY KEY AUTOINCREMENT"
            case .computedInt: return "\(quoted) INTEGER PRIMARY KEY"
            case .uniqueValue, .autoUUIDString, .timeOrderedUUIDString: return "\(quoted) \(type.declaredType) PRIMARY KEY NOT NULL"
            }
        }
        try db.execute(
            sql: "CREATE TABLE \(SQLIdentifier.quoted(schema.tableName)) (\(definitions.joined(separator: ", ")))")
        try db.execute(
            sql: SchemaStatements.insertTable.get(),
            arguments: [
                SQLIdentifier.storedName(schema.tableName), SQLIdentifier.storedName(schema.primaryKey),
                schema.keyType.rawValue,
            ])
        for (position, (name, type)) in schema.columns.enumerated() {
            try insertColumn(name, type: type, position: position, table: schema.tableName, db)
        }
    }

    private static func insertColumn(
        _ name: String, type: ADColumnType, position: Int, table: String, _ db: Database
    ) throws {
        try db.execute(
            sql: SchemaStatements.insertColumn.get(),
            arguments: [SQLIdentifier.storedName(table), SQLIdentifier.storedName(name), type.rawValue, position])
    }

    private static func addColumn(
        _ name: String, type: ADColumnType, default value: ADValue, to schema: inout ADTableSchema,
        _ db: Database
    ) throws {
        let table = schema.tableName
        try db.execute(
            sql:
                "ALTER TABLE \(SQLIdentifier.quoted(table)) ADD COLUMN \(SQLIdentifier.quoted(name)) \(type.declaredType)"
        )
        let stored = try ColumnValues.databaseValue(value, as: type, column: name, table: table)
        if !stored.isNull {
            try db.execute(
                sql: "UPDATE \(SQLIdentifier.quoted(table)) SET \(SQLIdentifier.quoted(name)) = ?", arguments: [stored])
        }
        try insertColumn(name, type: type, position: schema.columns.count, table: table, db)
        schema.columns[name] = type
    }

    /// Fixes the type of a column that was untyped, on the first non-NULL value saved to it.
    static func learnType(
        _ type: ADColumnType, of column: String, in schema: inout ADTableSchema, _ db: Database
    ) throws {
        try db.execute(
            sql: SchemaStatements.columnType.get(),
            arguments: [type.rawValue, SQLIdentifier.storedName(schema.tableName), SQLIdentifier.storedName(column)])
        schema.columns[column] = type
    }

    static func drop(_ table: String, _ db: Database) throws {
        try db.execute(sql: "DROP TABLE IF EXISTS \(SQLIdentifier.quoted(table))")
        let stored = SQLIdentifier.storedName(table)
        for statement in try SchemaStatements.forgetTable.get() { try db.execute(sql: statement, arguments: [stored]) }
    }
}
