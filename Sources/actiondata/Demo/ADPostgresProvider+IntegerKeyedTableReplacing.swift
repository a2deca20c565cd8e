import ActionData
import ActionDataPostgres

extension ADPostgresProvider: IntegerKeyedTableReplacing {
    func replaceIntegerKeyedTable<Model: ADDataTable & SendableMetatype>(
        with type: Model.Type, rekeying rekey: @escaping @Sendable ([ADRecord]) throws -> [ADRecord]
    ) async throws -> Int? {
        try await transaction { transaction in
            let table = Model.tableName
            let schema: ADTableSchema
            do {
                schema = try await transaction.schema(of: table)
            } catch let error as ADDataError {
                guard case .unknownTable = error.kind else { throw error }
                return nil
            }
            guard schema.columns[schema.primaryKey] == .integer else { return nil }
            let records = try rekey(try await transaction.loadRecords(from: table, orderBy: [.ascending(schema.primaryKey)]))
            try await transaction.dropTable(table)
            try await transaction.register(Model.self)
            for record in records { try await transaction.save(record, in: table) }
            return records.count
        }
    }
}
