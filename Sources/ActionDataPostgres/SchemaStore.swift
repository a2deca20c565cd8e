import ActionData
import ActionDataStorage

/// Keeps table schemas in the database itself, in bookkeeping tables (`actiondata_tables`,
/// `actiondata_columns`, and `actiondata_keys` for the next key of tables whose keys the
/// database assigns; see `SQL/bookkeeping.sql`), and creates and migrates the tables.
/// Every change runs under a transaction-scoped advisory lock on the table's name, so
/// nodes registering the same model at once wait for each other.
package enum SchemaStore {
    static let reservedTableNames: Set<String> = ["actiondata_tables", "actiondata_columns", "actiondata_keys"]

    /// The stored schema of `table`, or `nil` when it was never registered.
    static func load(_ table: String, _ transaction: ADPostgresTransaction) async throws(ADPostgresError)
        -> ADTableSchema?
    {
        let storedTable = SQLIdentifier.storedName(table)
        var statement = PostgresStatement(#"SELECT "primary_key", "key_type" FROM "actiondata_tables" WHERE "table_name" = "#)
        statement.bind(.text(storedTable))
        guard let row = try await transaction.run(statement, table: table).first else { return nil }
        let key = try transaction.decode(row, String.self, at: 0, table: table)
        let keyTypeName = try transaction.decode(row, String.self, at: 1, table: table)
        guard let keyType = ADDataTableKeyType(rawValue: keyTypeName) else {
            throw ADPostgresError(.schemaConflict("unknown key type '\(keyTypeName)'"), table: table)
        }
        var columns: [(name: String, type: String)] = []
        var columnQuery = PostgresStatement(
            #"SELECT "column_name", "type" FROM "actiondata_columns" WHERE "table_name" = "#)
        columnQuery.bind(.text(storedTable))
        columnQuery.append(#" ORDER BY "position""#)
        for column in try await transaction.run(columnQuery, table: table) {
            columns.append(
                (
                    name: try transaction.decode(column, String.self, at: 0, table: table),
                    type: try transaction.decode(column, String.self, at: 1, table: table)
                ))
        }
        return SchemaMigration.schema(table, storedKey: key, keyType: keyType, columns: columns)
    }

    /// Holds the table's advisory lock until the transaction ends.
    package static func lock(_ table: String, _ transaction: ADPostgresTransaction) async throws(ADPostgresError) {
        var statement = PostgresStatement("SELECT pg_advisory_xact_lock(hashtext(")
        statement.bind(.text("actiondata:" + SQLIdentifier.storedName(table)))
        statement.append("))")
        _ = try await transaction.run(statement, table: table)
    }

    /// Creates the table of `template`, or adds the columns it gained, setting them to the
    /// template's values in every existing row. Returns the schema now in force.
    ///
    /// - Throws: ``ADPostgresError/Kind/schemaConflict(_:)`` when the stored table has
    ///   another key, a column of another type, or exists without ActionData's bookkeeping.
    static func register(
        _ template: ADTableSchema, defaults: ADRecord, _ transaction: ADPostgresTransaction
    ) async throws(ADPostgresError) -> ADTableSchema {
        let table = template.tableName
        guard !reservedTableNames.contains(SQLIdentifier.storedName(table)) else {
            throw ADPostgresError(.reservedTableName, table: table)
        }
        if let long = ([table] + template.columns.keys).first(where: { SQLIdentifier.storedName($0).utf8.count > ADDataError.postgresNameLength }) {
            throw ADPostgresError(.nameTooLong(long), table: table)
        }
        try await lock(table, transaction)
        guard var schema = try await load(table, transaction) else {
            try await create(template, transaction)
            return template
        }
        guard schema.primaryKey == template.primaryKey, schema.keyType == template.keyType else {
            throw ADPostgresError(
                .schemaConflict(
                    "the table's key is \"\(schema.primaryKey)\" (\(schema.keyType)), the model's \"\(template.primaryKey)\" (\(template.keyType))"
                ), table: table)
        }
        for step in SchemaMigration.steps(from: schema, to: template, defaults: defaults) {
            switch step {
            case .add(let name, let type, let value):
                try await addColumn(name, type: type, default: value, to: &schema, transaction)
            case .learn(let name, let type):
                try await learnType(type, of: name, in: &schema, transaction)
            case .conflict(let name, let stored, let type):
                throw ADPostgresError(
                    .schemaConflict("column \"\(name)\" holds \(stored) values, the model's field is \(type)"), table: table)
            }
        }
        return schema
    }

    private static func create(_ schema: ADTableSchema, _ transaction: ADPostgresTransaction) async throws(ADPostgresError) {
        let table = schema.tableName
        var exists = PostgresStatement("SELECT to_regclass(")
        exists.bind(.text(SQLIdentifier.quoted(table)))
        exists.append(") IS NOT NULL")
        if let row = try await transaction.run(exists, table: table).first, try transaction.decode(row, Bool.self, at: 0, table: table) {
            throw ADPostgresError(.schemaConflict("a table of this name exists that ActionData did not create"), table: table)
        }
        let definitions = schema.columns.map { name, type in
            let column = "\(SQLIdentifier.quoted(name)) \(PostgresColumnValues.declaredType(type))"
            return name == schema.primaryKey ? column + " PRIMARY KEY" : column
        }
        _ = try await transaction.run(
            PostgresStatement("CREATE TABLE \(SQLIdentifier.quoted(table)) (\(definitions.joined(separator: ", ")))"),
            table: table)
        var bookkeeping = PostgresStatement(
            #"INSERT INTO "actiondata_tables" ("table_name", "primary_key", "key_type") VALUES ("#)
        bookkeeping.bind(.text(SQLIdentifier.storedName(table)))
        bookkeeping.append(", ")
        bookkeeping.bind(.text(SQLIdentifier.storedName(schema.primaryKey)))
        bookkeeping.append(", ")
        bookkeeping.bind(.text(schema.keyType.rawValue))
        bookkeeping.append(")")
        _ = try await transaction.run(bookkeeping, table: table)
        for (position, (name, type)) in schema.columns.enumerated() {
            try await insertColumn(name, type: type, position: position, table: table, transaction)
        }
        var keys = PostgresStatement(#"INSERT INTO "actiondata_keys" ("table_name", "next") VALUES ("#)
        keys.bind(.text(SQLIdentifier.storedName(table)))
        keys.append(#", 1) ON CONFLICT ("table_name") DO UPDATE SET "next" = 1"#)
        _ = try await transaction.run(keys, table: table)
    }

    private static func insertColumn(
        _ name: String, type: ADColumnType, position: Int, table: String, _ transaction: ADPostgresTransaction
    ) async throws(ADPostgresError) {
        var statement = PostgresStatement(
            #"INSERT INTO "actiondata_columns" ("table_name", "column_name", "type", "position") VALUES ("#)
        statement.bind(.text(SQLIdentifier.storedName(table)))
        statement.append(", ")
        statement.bind(.text(SQLIdentifier.storedName(name)))
        statement.append(", ")
        statement.bind(.text(type.rawValue))
        statement.append(", ")
        statement.bind(.integer(Int64(position)))
        statement.append("::integer)")
        _ = try await transaction.run(statement, table: table)
    }

    private static func addColumn(
        _ name: String, type: ADColumnType, default value: ADValue, to schema: inout ADTableSchema,
        _ transaction: ADPostgresTransaction
    ) async throws(ADPostgresError) {
        let table = schema.tableName
        let declared = PostgresColumnValues.declaredType(type)
        _ = try await transaction.run(
            PostgresStatement("ALTER TABLE \(SQLIdentifier.quoted(table)) ADD COLUMN \(SQLIdentifier.quoted(name)) \(declared)"),
            table: table)
        let stored = try PostgresColumnValues.bound(value, as: type, column: name, table: table)
        if stored != .null {
            var update = PostgresStatement("UPDATE \(SQLIdentifier.quoted(table)) SET \(SQLIdentifier.quoted(name)) = ")
            update.bind(stored)
            _ = try await transaction.run(update, table: table)
        }
        try await insertColumn(name, type: type, position: schema.columns.count, table: table, transaction)
        schema.columns[name] = type
    }

    /// Fixes the type of a column that was untyped, on the first non-NULL value saved to it.
    static func learnType(
        _ type: ADColumnType, of column: String, in schema: inout ADTableSchema,
        _ transaction: ADPostgresTransaction
    ) async throws(ADPostgresError) {
        let table = schema.tableName
        let declared = PostgresColumnValues.declaredType(type)
        _ = try await transaction.run(
            PostgresStatement(
                "ALTER TABLE \(SQLIdentifier.quoted(table)) ALTER COLUMN \(SQLIdentifier.quoted(column)) TYPE \(declared) USING CAST(NULL AS \(declared))"
            ), table: table)
        var statement = PostgresStatement(#"UPDATE "actiondata_columns" SET "type" = "#)
        statement.bind(.text(type.rawValue))
        statement.append(#" WHERE "table_name" = "#)
        statement.bind(.text(SQLIdentifier.storedName(table)))
        statement.append(#" AND "column_name" = "#)
        statement.bind(.text(SQLIdentifier.storedName(column)))
        _ = try await transaction.run(statement, table: table)
        schema.columns[column] = type
    }

    static func drop(_ table: String, _ transaction: ADPostgresTransaction) async throws(ADPostgresError) {
        try await lock(table, transaction)
        _ = try await transaction.run(PostgresStatement("DROP TABLE IF EXISTS \(SQLIdentifier.quoted(table))"), table: table)
        for bookkeeping in ["actiondata_tables", "actiondata_columns", "actiondata_keys"] {
            var statement = PostgresStatement(#"DELETE FROM "\#(bookkeeping)" WHERE "table_name" = "#)
            statement.bind(.text(SQLIdentifier.storedName(table)))
            _ = try await transaction.run(statement, table: table)
        }
    }
}
