import ActionData
import ActionDataStorage

/// Sync on PostgreSQL: what a server keeps to serve each person's view whole — records as
/// they stand, whose replicas are whose, which records each replica holds — and, for
/// completeness, a device removing what left its view.
extension ADPostgresTransaction {
    /// See `ADSyncProvider.syncedStates(in:keys:)`.
    func syncedStates(in table: String, keys: [String]) async throws(ADPostgresError) -> [String: ADSyncRecordState] {
        guard try await syncedTable(table) != nil else { return [:] }
        let primaryKey = try await schema(of: table).primaryKey
        let unique = Array(Set(keys))
        var rows: [String: ADRecord] = [:]
        for key in unique {
            if let row = try await loadRecord(key: .string(key), from: table) { rows[key] = row }
        }
        let fields = try await fieldStates(of: unique.map { SyncFieldRow.group(table: table, record: $0) })
        var states: [String: ADSyncRecordState] = [:]
        for key in unique {
            let state = SyncRecordState(row: rows[key], fields: fields[SyncFieldRow.group(table: table, record: key)] ?? [:])
            guard state.row != nil || !state.fields.isEmpty else { continue }
            states[key] = state.published(primaryKey: primaryKey)
        }
        return states
    }

    /// See `ADSyncProvider.claimReplica(_:by:access:recordingAccess:)`.
    func claimReplica(_ replica: String, by owner: String, access: String, recordingAccess: Bool) async throws(ADPostgresError) -> ADSyncReplicaClaim {
        try await registerOnce(SyncReplicaRow.self)
        let claim = SyncReplicaRow.claim(of: try await load(SyncReplicaRow.self, key: replica), owner: owner, access: access)
        if claim == .registered || (claim == .accessChanged && recordingAccess) {
            _ = try await save(SyncReplicaRow(replica: replica, owner: owner, access: access))
        }
        return claim
    }

    /// See `ADSyncProvider.holdings(of:among:)`.
    func holdings(of replica: String, among records: [ADSyncRecordKey]) async throws(ADPostgresError) -> Set<ADSyncRecordKey> {
        try await registerOnce(SyncHoldingRow.self)
        var held = Set<ADSyncRecordKey>()
        for record in Set(records) where try await load(SyncHoldingRow.self, key: SyncHoldingRow.key(replica: replica, record: record)) != nil {
            held.insert(record)
        }
        return held
    }

    /// See `ADSyncProvider.updateHoldings(of:adding:removing:resetting:)`.
    func updateHoldings(
        of replica: String, adding added: [ADSyncRecordKey], removing removed: [ADSyncRecordKey], resetting: Bool
    ) async throws(ADPostgresError) {
        try await registerOnce(SyncHoldingRow.self)
        if resetting { _ = try await delete(SyncHoldingRow.self, where: TextFilter.equals("replica", replica)) }
        for record in removed {
            _ = try await removeRow(key: .string(SyncHoldingRow.key(replica: replica, record: record)), from: SyncHoldingRow.tableName)
        }
        for record in added { _ = try await save(SyncHoldingRow(replica: replica, record: record)) }
    }

    /// See `ADSyncProvider.evict(_:)`.
    func evict(_ records: [ADSyncRecordKey]) async throws(ADPostgresError) -> [ADSyncRecordKey] {
        guard !records.isEmpty else { return [] }
        let pending = try await pendingRecords()
        var evicted: [ADSyncRecordKey] = []
        for record in records where !pending.contains(record) {
            guard try await syncedTable(record.table) != nil else { continue }
            if try await removeEvicted(record.record, from: record.table) { evicted.append(record) }
        }
        return evicted
    }

    /// Removes the record `key` of `table`, which left this replica's view, without logging
    /// anything, and forgets the changes other replicas made of it: when it comes back, whole
    /// and with the same stamps, they are taken again, not found in the log and skipped.
    /// Answers whether it was stored.
    func removeEvicted(_ key: String, from table: String) async throws(ADPostgresError) -> Bool {
        let own = try await syncClock().replica
        let received = [TextFilter.equals("table", table), TextFilter.equals("record", key), "NOT (\(TextFilter.equals("replica", own)))"]
        _ = try await delete(SyncLogRow.self, where: received.joined(separator: " AND "))
        return try await removeRow(key: .string(key), from: table)
    }
}
