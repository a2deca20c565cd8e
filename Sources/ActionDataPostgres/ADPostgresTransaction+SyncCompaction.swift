import ActionData
import ActionDataStorage

/// Sync on PostgreSQL: the server's change log compacted, and the bounds it can serve pulls within.
extension ADPostgresTransaction {
    /// See `ADSyncProvider.logBounds()`.
    func logBounds() async throws(ADPostgresError) -> ADSyncLogBounds {
        try await registerOnce(SyncLogRow.self)
        let state = SyncStateRow.tableName
        let rows = try await run(PostgresStatement(numbered: try SyncStatements.logBounds.get(), values: []), table: state)
        guard let row = rows.first else { throw ADPostgresError(.corruptValue(column: "id", reason: "no bounds"), table: SyncLogRow.tableName) }
        let start = try decode(row, String?.self, at: 0, table: state).flatMap { Int64($0) } ?? 0
        let end = try decode(row, Int64.self, at: 1, table: state)
        let log: String
        if let stored = try decode(row, String?.self, at: 2, table: state) { log = stored } else { log = try await logIdentity() }
        return ADSyncLogBounds(start: start, end: end, log: log)
    }

    /// See `ADSyncProvider.replicaPulled(_:through:)`.
    func replicaPulled(_ replica: String, through cursor: Int64) async throws(ADPostgresError) {
        try await registerOnce(SyncReplicaRow.self)
        guard var row = try await load(SyncReplicaRow.self, key: replica), row.pulled != cursor else { return }
        row.pulled = cursor
        _ = try await save(row)
    }

    /// See `ADSyncProvider.compactLog(_:)`.
    func compactLog(_ policy: ADSyncCompactionPolicy) async throws(ADPostgresError) -> ADSyncCompactionReport {
        try await registerOnce(SyncReplicaRow.self)
        let log = SyncLogRow.tableName
        let now = try await syncClock().now
        let replicas = try await load(SyncReplicaRow.self)
        let (history, tombstones) = SyncCompaction.horizons(
            end: try await logSize().end,
            historyAge: try await lastSequence(before: SyncMerge.time(now, plus: .zero - policy.keepingHistory)),
            tombstoneAge: try await lastSequence(before: SyncMerge.time(now, plus: .zero - policy.keepingTombstones)),
            slowestReplica: replicas.map(\.pulled).min())
        let counted = try await run(PostgresStatement(numbered: try SyncStatements.compactFields.get(), values: [.integer(history)]), table: log)
        let changesRemoved = try counted.first.map { row throws(ADPostgresError) in Int(try decode(row, Int64.self, at: 0, table: log)) } ?? 0
        let tombstoned = try await run(
            PostgresStatement(numbered: try SyncStatements.tombstonesThrough.get(), values: [.integer(tombstones)]), table: log)
        var groups: [String] = []
        for row in tombstoned {
            let table = try decode(row, String.self, at: 0, table: log)
            let key = try decode(row, String.self, at: 1, table: log)
            let stored = try await syncedTable(table) == nil ? nil : try await loadRecord(key: .string(key), from: table)
            if stored == nil { groups.append(SyncFieldRow.group(table: table, record: key)) }
        }
        _ = try await run(PostgresStatement(numbered: try SyncStatements.compactDeleted.get(), values: [.integer(tombstones)]), table: log)
        if !groups.isEmpty {
            var statement = PostgresStatement(numbered: try SyncStatements.removeStates.get(), values: [])
            statement.append(array: try Self.texts(groups, column: "owner", table: SyncFieldRow.tableName))
            _ = try await run(statement, table: SyncFieldRow.tableName)
        }
        var start = try await logBounds().start
        if !tombstoned.isEmpty {
            start = max(start, tombstones)
            try await setSyncSetting(SyncStateRow.logStart, String(start))
        }
        return ADSyncCompactionReport(
            changesRemoved: changesRemoved, tombstonesRemoved: tombstoned.count, rowsLeft: try await logSize().rows, start: start)
    }

    /// The log's rows and its last sequence.
    func logSize() async throws(ADPostgresError) -> (rows: Int, end: Int64) {
        try await registerOnce(SyncLogRow.self)
        let log = SyncLogRow.tableName
        let rows = try await run(PostgresStatement(numbered: try SyncStatements.logSize.get(), values: []), table: log)
        guard let row = rows.first else { return (0, 0) }
        return (Int(try decode(row, Int64.self, at: 0, table: log)), try decode(row, Int64.self, at: 1, table: log))
    }

    /// The last sequence stamped before `milliseconds`.
    private func lastSequence(before milliseconds: Int64) async throws(ADPostgresError) -> Int64 {
        let statement = PostgresStatement(
            numbered: try SyncStatements.lastBefore.get(), values: [.text(ADSyncStamp.textPrefix(milliseconds: milliseconds))])
        let rows = try await run(statement, table: SyncLogRow.tableName)
        return try rows.first.map { row throws(ADPostgresError) in try decode(row, Int64.self, at: 0, table: SyncLogRow.tableName) } ?? 0
    }
}
