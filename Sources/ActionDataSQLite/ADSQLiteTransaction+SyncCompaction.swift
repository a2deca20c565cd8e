import ActionData
import ActionDataStorage
import GRDB

/// Sync: a server's change log compacted, and the bounds it can serve pulls within.
extension ADSQLiteTransaction {
    /// See `ADSyncProvider.logBounds()`.
    func logBounds() throws(ADSQLiteError) -> ADSyncLogBounds {
        ADSyncLogBounds(start: Int64(try syncSetting(SyncStateRow.logStart) ?? "0") ?? 0, end: try lastSequence(), log: try logIdentity())
    }

    /// See `ADSyncProvider.replicaPulled(_:through:)`.
    func replicaPulled(_ replica: String, through cursor: Int64) throws(ADSQLiteError) {
        try registerOnce(SyncReplicaRow.self)
        guard var row = try load(SyncReplicaRow.self, key: replica), row.pulled != cursor else { return }
        row.pulled = cursor
        try save(row)
    }

    /// See `ADSyncProvider.compactLog(_:)`.
    func compactLog(_ policy: ADSyncCompactionPolicy) throws(ADSQLiteError) -> ADSyncCompactionReport {
        try registerOnce(SyncReplicaRow.self)
        let now = try syncClock().now
        let replicas = try load(SyncReplicaRow.self)
        let (history, tombstones) = SyncCompaction.horizons(
            end: try lastSequence(), historyAge: try lastSequence(before: SyncMerge.time(now, plus: .zero - policy.keepingHistory)),
            tombstoneAge: try lastSequence(before: SyncMerge.time(now, plus: .zero - policy.keepingTombstones)),
            slowestReplica: replicas.map(\.pulled).min())
        let (fields, deleted, tombstoned, count) = (
            try SyncStatements.compactFields.get(), try SyncStatements.compactDeleted.get(), try SyncStatements.tombstonesThrough.get(),
            try SyncStatements.logCount.get()
        )
        let changesRemoved = try attempt(SyncLogRow.tableName) {
            try db.cachedStatement(sql: fields).execute(arguments: [history])
            return db.changesCount
        }
        let records = try attempt(SyncLogRow.tableName) {
            try Row.fetchAll(db.cachedStatement(sql: tombstoned), arguments: [tombstones]).map { row -> (String, String) in (row[0], row[1]) }
        }
        try attempt(SyncLogRow.tableName) { try db.cachedStatement(sql: deleted).execute(arguments: [tombstones]) }
        for (table, key) in records {
            let stored = try tableExists(table) ? try loadRow(key: .string(key), from: table) : nil
            if stored == nil { try removeSetAsideStates(of: key, in: table) }
        }
        var start = try logBounds().start
        if !records.isEmpty {
            start = max(start, tombstones)
            try setSyncSetting(SyncStateRow.logStart, String(start))
        }
        let rowsLeft = try attempt(SyncLogRow.tableName) { try Int.fetchOne(db.cachedStatement(sql: count)) ?? 0 }
        return ADSyncCompactionReport(changesRemoved: changesRemoved, tombstonesRemoved: records.count, rowsLeft: rowsLeft, start: start)
    }

    /// The last sequence stamped before `milliseconds`.
    private func lastSequence(before milliseconds: Int64) throws(ADSQLiteError) -> Int64 {
        let statement = try SyncStatements.lastBefore.get()
        let padded = ADSyncStamp.textPrefix(milliseconds: milliseconds)
        return try attempt(SyncLogRow.tableName) { try Int64.fetchOne(db.cachedStatement(sql: statement), arguments: [padded]) ?? 0 }
    }
}
