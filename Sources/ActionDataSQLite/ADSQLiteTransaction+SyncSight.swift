import ActionData
import ActionDataStorage
import GRDB

/// What a replica's person sees of the log, selected by SQLite (see `ADSyncSight`).
extension ADSQLiteTransaction {
    /// The log's changes after `sequence` of the records `sight` sees, but its replica's,
    /// oldest first, at most `limit`.
    func changes(after sequence: Int64, limit: Int, seenBy sight: ADSyncSight) throws(ADSQLiteError) -> [ADSyncChange] {
        try loadSyncedTablesOnce()
        let seen = try seenCondition(sight)
        let statement = try SyncStatements.pageSeen.get().replacingOccurrences(of: "{seen}", with: seen.sql)
        let excluded = sight.replica == (try syncClock().replica) ? "" : sight.replica
        let arguments: [DatabaseValue] = [sequence.databaseValue, excluded.databaseValue] + seen.values + [limit.databaseValue]
        return try logged(statement, arguments: StatementArguments(arguments))
    }

    /// The condition on a log row that `sight` sees it: a record its replica holds (once a
    /// replica held one: this runs in a read-only transaction, which cannot make the table), a
    /// table it sees whole, or a record a table's filter selects.
    private func seenCondition(_ sight: ADSyncSight) throws(ADSQLiteError) -> (sql: String, values: [DatabaseValue]) {
        var parts: [String] = []
        var values: [DatabaseValue] = []
        if try tableExists(SyncHoldingRow.tableName) {
            parts.append(try SyncStatements.seenHeld.get())
            values.append(SyncHoldingRow.keyPrefix(of: sight.replica).databaseValue)
        }
        for table in registry.sync.names where try tableExists(table) {
            switch sight.of(table) {
            case .held:
                continue
            case .everything:
                parts.append(try SyncStatements.seenTable.get())
                values.append(table.databaseValue)
            case .records(let text):
                let schema = try schema(of: table)
                let filter = try seenFilter(text, schema: schema)
                let template = try SyncStatements.seenRecords.get().components(separatedBy: "{filter}")
                    .map { SyncStatements.perTable($0, table: table, key: schema.primaryKey) }
                parts.append(template.joined(separator: filter.sql))
                values.append(table.databaseValue)
                values += filter.values
            }
        }
        guard !parts.isEmpty else { return ("0", []) }
        return (parts.map { "(" + $0 + ")" }.joined(separator: " OR "), values)
    }

    /// The filter `text` of a sight, compiled for the table `schema` describes.
    /// - Throws: ``ADSQLiteError`` when it is not a formula of the table.
    func seenFilter(_ text: String, schema: ADTableSchema) throws(ADSQLiteError) -> ADSQLiteFilter {
        try ADSQLiteFilter(try registry.filter(text, table: schema.tableName), schema: schema)
    }
}
