import ActionData
import ActionDataStorage

/// Sync: what a server keeps to serve each person's view whole — records as they stand, whose
/// replicas are whose, which records each replica holds — and a device removing what left its view.
extension ADSQLiteTransaction {
    /// See `ADSyncProvider.syncedStates(in:keys:)`.
    func syncedStates(in table: String, keys: [String]) throws(ADSQLiteError) -> [String: ADSyncRecordState] {
        guard try syncedTable(table) != nil else { return [:] }
        let primaryKey = try schema(of: table).primaryKey
        var states: [String: ADSyncRecordState] = [:]
        for key in Set(keys) {
            let (_, state) = try syncRecord(table, key)
            guard state.row != nil || !state.fields.isEmpty else { continue }
            states[key] = state.published(primaryKey: primaryKey)
        }
        return states
    }

    /// See `ADSyncProvider.claimReplica(_:by:access:recordingAccess:)`.
    func claimReplica(_ replica: String, by owner: String, access: String, recordingAccess: Bool) throws(ADSQLiteError) -> ADSyncReplicaClaim {
        try registerOnce(SyncReplicaRow.self)
        let claim = SyncReplicaRow.claim(of: try load(SyncReplicaRow.self, key: replica), owner: owner, access: access)
        if claim == .registered || (claim == .accessChanged && recordingAccess) { try save(SyncReplicaRow(replica: replica, owner: owner, access: access)) }
        return claim
    }

    /// See `ADSyncProvider.holdings(of:among:)`.
    func holdings(of replica: String, among records: [ADSyncRecordKey]) throws(ADSQLiteError) -> Set<ADSyncRecordKey> {
        try registerOnce(SyncHoldingRow.self)
        var held = Set<ADSyncRecordKey>()
        for record in Set(records) where try load(SyncHoldingRow.self, key: SyncHoldingRow.key(replica: replica, record: record)) != nil {
            held.insert(record)
        }
        return held
    }

    /// See `ADSyncProvider.updateHoldings(of:adding:removing:resetting:)`.
    func updateHoldings(
        of replica: String, adding added: [ADSyncRecordKey], removing removed: [ADSyncRecordKey], resetting: Bool
    ) throws(ADSQLiteError) {
        try registerOnce(SyncHoldingRow.self)
        if resetting { try delete(SyncHoldingRow.self, where: TextFilter.equals("replica", replica)) }
        for record in removed {
            _ = try removeRow(key: .string(SyncHoldingRow.key(replica: replica, record: record)), from: SyncHoldingRow.tableName)
        }
        for record in added { try save(SyncHoldingRow(replica: replica, record: record)) }
    }

    /// See `ADSyncProvider.evict(_:)`.
    func evict(_ records: [ADSyncRecordKey]) throws(ADSQLiteError) -> [ADSyncRecordKey] {
        guard !records.isEmpty else { return [] }
        let pending = try pendingRecords()
        var evicted: [ADSyncRecordKey] = []
        for record in records where !pending.contains(record) {
            guard try syncedTable(record.table) != nil, try tableExists(record.table) else { continue }
            if try removeEvicted(record.record, from: record.table) { evicted.append(record) }
        }
        return evicted
    }

    /// Removes the record `key` of `table`, which left this device's view, without logging
    /// anything, and forgets the changes other replicas made of it: when it comes back, whole
    /// and with the same stamps, they are taken again, not found in the log and skipped.
    /// Answers whether it was stored.
    func removeEvicted(_ key: String, from table: String) throws(ADSQLiteError) -> Bool {
        let forget = try SyncStatements.forgetRecordReceived.get()
        try attempt(SyncLogRow.tableName) { try db.cachedStatement(sql: forget).execute(arguments: [table, key]) }
        return try removeRow(key: .string(key), from: table)
    }
}
