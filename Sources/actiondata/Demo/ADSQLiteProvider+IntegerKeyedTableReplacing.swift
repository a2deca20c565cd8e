import ActionData
import ActionDataSQLite

extension ADSQLiteProvider: IntegerKeyedTableReplacing {
    func replaceIntegerKeyedTable<Model: ADDataTable & SendableMetatype>(
        with type: Model.Type, rekeying rekey: @escaping @Sendable ([ADRecord]) throws -> [ADRecord]
    ) async throws -> Int? {
        try await transaction { transaction in
            let table = Model.tableName
            guard try transaction.tableExists(table) else { return nil }
            let schema = try transaction.schema(of: table)
            guard schema.columns[schema.primaryKey] == .integer else { return nil }
            let records = try rekey(try transaction.loadRecords(from: table, orderBy: [.ascending(schema.primaryKey)]))
            try transaction.dropTable(table)
            try transaction.register(Model.self)
            for record in records { try transaction.save(record, in: table) }
            return records.count
        }
    }
}
