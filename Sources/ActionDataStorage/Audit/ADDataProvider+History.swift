import ActionData

extension ADDataProvider {
    /// The audited writes (``save(_:audit:)``, ``delete(_:key:audit:)``) that match every
    /// condition given, oldest first: those to `table`, to the record whose key reads `record`,
    /// by the identity whose id is `author`; the latest `limit` of them when a limit is given.
    public func history(
        table: String? = nil, record: String? = nil, author: String? = nil, limit: Int? = nil
    ) async throws -> [ADAuditEntry] {
        let conditions = [("table", table), ("record", record), ("author", author)].compactMap { field, value in
            value.map { TextFilter.equals(field, $0) }
        }
        let filter = conditions.isEmpty ? nil : conditions.joined(separator: " AND ")
        let newest = try await load(ADAuditEntry.self, where: filter, orderBy: [.descending("id")], limit: limit)
        return newest.reversed()
    }

    /// The audited writes to the `Model` record whose key is `key`, oldest first.
    public func history<Model: ADDataTable>(
        of type: Model.Type, key: some Encodable, limit: Int? = nil
    ) async throws -> [ADAuditEntry] {
        let value = try ModelRecords.keyValue(key, table: Model.tableName)
        return try await history(table: Model.tableName, record: ADAuditEntry.keyText(value), limit: limit)
    }
}
