import ActionData
import ActionDataStorage

/// What a replica's person sees of the log, selected by PostgreSQL (see `ADSyncSight`).
extension ADPostgresTransaction {
    /// The log's changes after `sequence` of the records `sight` sees, but its replica's,
    /// oldest first, at most `limit`.
    func changes(after sequence: Int64, limit: Int, seenBy sight: ADSyncSight) async throws(ADPostgresError) -> [ADSyncChange] {
        try await registerOnce(SyncLogRow.self)
        try await registerOnce(SyncHoldingRow.self)
        let pieces = try SyncStatements.pageSeen.get().components(separatedBy: "{seen}")
        guard pieces.count == 2 else { throw ADPostgresError(.missingResource("SQL/sync_page_seen.sql: one {seen}"), table: nil) }
        let condition = SQLFragment.joined(
            [
                try SQLFragment(template: pieces[0], arguments: [.integer(sequence), .text(sight.replica)], kind: .boolean),
                try await seenCondition(sight),
                try SQLFragment(template: pieces[1], arguments: [], kind: .boolean),
            ], separator: "", kind: .boolean)
        return try await logRows(where: condition, limit: limit).map { row throws(ADPostgresError) in
            try Self.storage { () throws(ADSyncError) in try row.change() }
        }
    }

    /// The log's rows `condition` selects, oldest first, at most `limit`.
    func logRows(where condition: SQLFragment, limit: Int) async throws(ADPostgresError) -> [SyncLogRow] {
        try await registerOnce(SyncLogRow.self)
        let schema = try await schema(of: SyncLogRow.tableName)
        var rows: [SyncLogRow] = []
        for record in try await select(schema, where: condition, orderBy: [.ascending("id")], limit: limit) {
            rows.append(try ModelRecords.model(SyncLogRow.self, from: record))
        }
        return rows
    }

    /// The condition on a log row that `sight` sees it: a record its replica holds, a table it
    /// sees whole, or a record a table's filter selects.
    private func seenCondition(_ sight: ADSyncSight) async throws(ADPostgresError) -> SQLFragment {
        var parts = [
            try SQLFragment(template: try SyncStatements.seenHeld.get(), arguments: [.text(SyncHoldingRow.keyPrefix(of: sight.replica))], kind: .boolean)
        ]
        for table in try await syncedTableNames() {
            switch sight.of(table) {
            case .held:
                continue
            case .everything:
                parts.append(try SQLFragment(template: try SyncStatements.seenTable.get(), arguments: [.text(table)], kind: .boolean))
            case .records(let text):
                parts.append(try await seenRecords(of: table, matching: text))
            }
        }
        return SQLFragment.joined(parts.map { $0.wrapped("(", ")", kind: .boolean) }, separator: " OR ", kind: .boolean)
    }

    /// The condition that a log row is of a record of `table` that the filter `text` selects.
    private func seenRecords(of table: String, matching text: String) async throws(ADPostgresError) -> SQLFragment {
        let schema = try await schema(of: table)
        let match: String
        switch schema.keyColumnType {
        case .text: match = try SyncStatements.seenKeyText.get()
        case .integer: match = try SyncStatements.seenKeyInteger.get()
        default: match = try SyncStatements.seenKeyOther.get()
        }
        let pieces = try SyncStatements.seenRecords.get().components(separatedBy: "{filter}")
        guard pieces.count == 2 else { throw ADPostgresError(.missingResource("SQL/sync_seen_records.sql: one {filter}"), table: nil) }
        let named = { (text: String) in
            SQLResource.perTable(text.replacingOccurrences(of: "{match}", with: match), table: table, key: schema.primaryKey)
        }
        return SQLFragment.joined(
            [
                try SQLFragment(template: pieces[0], arguments: [.text(table)], kind: .boolean).mappingSQL(named),
                try seenFilter(text, schema: schema),
                try SQLFragment(template: pieces[1], arguments: [], kind: .boolean).mappingSQL(named),
            ], separator: "", kind: .boolean)
    }

    /// The filter `text` of a sight as PostgreSQL's condition on the table `schema` describes.
    /// - Throws: ``ADPostgresError`` when it is not a formula of the table, or has parts
    ///   PostgreSQL cannot evaluate: nothing a sync reads for a person is selected in Swift.
    func seenFilter(_ text: String, schema: ADTableSchema) throws(ADPostgresError) -> SQLFragment {
        guard let split = try compile(text, schema) else { return SQLFragment("TRUE", kind: .boolean) }
        guard split.residueParts.isEmpty else { throw ADPostgresError(.untranslatableFilter(split.residueParts), table: schema.tableName) }
        return split.condition ?? SQLFragment("TRUE", kind: .boolean)
    }
}
