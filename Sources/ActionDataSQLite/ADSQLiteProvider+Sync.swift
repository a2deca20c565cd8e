import ActionData
import ActionDataStorage
import Foundation

/// `ADSyncProvider`: a device's replica, or a server's on SQLite. Each call is one
/// transaction: the calls that only read run on a read-only snapshot, beside writes and other
/// reads (a server's pulls do not wait for its saves), once a first call made the sync tables
/// and the replica's identifier.
extension ADSQLiteProvider: ADSyncProvider {
    public func syncReplica() async throws(ADSQLiteError) -> String {
        try await syncRead { transaction throws(ADSQLiteError) in try transaction.syncClock().replica }
    }

    public func unpushedChanges(limit: Int) async throws(ADSQLiteError) -> [ADSyncChange] {
        try await syncRead { transaction throws(ADSQLiteError) in
            try transaction.ownChanges(after: try transaction.pushedSequence(), limit: max(1, limit))
        }
    }

    public func markPushed(through sequence: Int64) async throws(ADSQLiteError) {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.markPushed(through: sequence) }
    }

    public func changes(after cursor: Int64, excluding replica: String?, limit: Int) async throws(ADSQLiteError) -> ADSyncPage {
        let limit = max(1, limit)
        return try await syncRead { transaction throws(ADSQLiteError) in
            let changes = try transaction.changes(after: max(0, cursor), excluding: replica, limit: limit)
            return ADSyncPage(
                changes: changes, cursor: changes.last?.sequence ?? max(0, cursor), more: changes.count >= limit, bounds: try transaction.logBounds())
        }
    }

    public func changes(after cursor: Int64, limit: Int, seenBy sight: ADSyncSight) async throws(ADSQLiteError) -> ADSyncPage {
        let (limit, cursor) = (max(1, limit), max(0, cursor))
        return try await syncRead { transaction throws(ADSQLiteError) in
            let changes = try transaction.changes(after: cursor, limit: limit, seenBy: sight)
            return ADSyncPage.seen(changes, after: cursor, limit: limit, bounds: try transaction.logBounds())
        }
    }

    public func apply(
        _ changes: [ADSyncChange], review: ADSyncReview?, options: ADSyncApplyOptions
    ) async throws(ADSQLiteError) -> [ADSyncOutcome] {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.applySync(changes, review: review, options: options) }
    }

    public func correctClock(serverTime: Int64, tolerance: Duration) async throws(ADSQLiteError) -> Int {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.correctClock(serverTime: serverTime, tolerance: tolerance) }
    }

    /// Makes this replica's clock read `wall` instead of the system's clock: a test's device
    /// whose clock is off.
    package func readSyncWallClock(_ wall: @escaping @Sendable () -> Date) async throws(ADSQLiteError) {
        try await syncRead { transaction throws(ADSQLiteError) in try transaction.syncClock().readWallClock(wall) }
    }

    public func rollBack(_ refusal: ADSyncRefusal) async throws(ADSQLiteError) {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.rollBack(refusal) }
    }

    public func pullCursor() async throws(ADSQLiteError) -> ADSyncCursor {
        try await syncRead { transaction throws(ADSQLiteError) in
            ADSyncCursor(
                position: Int64(try transaction.syncSetting(SyncStateRow.cursor) ?? "0") ?? 0,
                log: try transaction.syncSetting(SyncStateRow.pulledLog))
        }
    }

    public func setPullCursor(_ cursor: ADSyncCursor) async throws(ADSQLiteError) {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.storePullCursor(cursor) }
    }

    public func logBounds() async throws(ADSQLiteError) -> ADSyncLogBounds {
        try await syncRead { transaction throws(ADSQLiteError) in try transaction.logBounds() }
    }

    public func compactLog(_ policy: ADSyncCompactionPolicy) async throws(ADSQLiteError) -> ADSyncCompactionReport {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.compactLog(policy) }
    }

    public func replicaPulled(_ replica: String, through cursor: Int64) async throws(ADSQLiteError) {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.replicaPulled(replica, through: cursor) }
    }

    public func snapshot(after position: ADSyncSnapshotPosition?, limit: Int) async throws(ADSQLiteError) -> ADSyncSnapshotPage {
        try await syncRead { transaction throws(ADSQLiteError) in try transaction.snapshot(after: position, limit: limit) }
    }

    public func snapshot(
        after position: ADSyncSnapshotPosition?, limit: Int, seenBy sight: ADSyncSight
    ) async throws(ADSQLiteError) -> ADSyncSnapshotPage {
        try await syncRead { transaction throws(ADSQLiteError) in try transaction.snapshot(after: position, limit: limit, seenBy: sight) }
    }

    public func beginSnapshot() async throws(ADSQLiteError) {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.beginSnapshot() }
    }

    public func applySnapshot(_ changes: [ADSyncChange]) async throws(ADSQLiteError) -> [ADSyncOutcome] {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.applySnapshot(changes) }
    }

    public func keepOwnUnheld() async throws(ADSQLiteError) -> Int {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.logOwnUnheldAgain() }
    }

    public func finishSnapshot(at cursor: ADSyncCursor) async throws(ADSQLiteError) -> [String: Set<String>] {
        try await syncWrite { transaction throws(ADSQLiteError) in
            let evicted = try transaction.evictUnheld()
            try transaction.storePullCursor(cursor)
            return evicted
        }
    }

    public func syncedRecords(in table: String, keys: [String]) async throws(ADSQLiteError) -> [String: ADRecord] {
        try await syncRead { transaction throws(ADSQLiteError) in
            guard try transaction.syncedTable(table) != nil else { return [:] }
            var records: [String: ADRecord] = [:]
            for key in Set(keys) {
                if let record = try transaction.loadRecord(key: .string(key), from: table) { records[key] = record }
            }
            return records
        }
    }

    public func syncedStates(in table: String, keys: [String]) async throws(ADSQLiteError) -> [String: ADSyncRecordState] {
        try await syncRead { transaction throws(ADSQLiteError) in try transaction.syncedStates(in: table, keys: keys) }
    }

    public func claimReplica(_ replica: String, by owner: String, access: String, recordingAccess: Bool) async throws(ADSQLiteError) -> ADSyncReplicaClaim {
        try await syncWrite { transaction throws(ADSQLiteError) in
            try transaction.claimReplica(replica, by: owner, access: access, recordingAccess: recordingAccess)
        }
    }

    public func holdings(of replica: String, among records: [ADSyncRecordKey]) async throws(ADSQLiteError) -> Set<ADSyncRecordKey> {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.holdings(of: replica, among: records) }
    }

    public func updateHoldings(
        of replica: String, adding added: [ADSyncRecordKey], removing removed: [ADSyncRecordKey], resetting: Bool
    ) async throws(ADSQLiteError) {
        try await syncWrite { transaction throws(ADSQLiteError) in
            try transaction.updateHoldings(of: replica, adding: added, removing: removed, resetting: resetting)
        }
    }

    public func evict(_ records: [ADSyncRecordKey]) async throws(ADSQLiteError) -> [ADSyncRecordKey] {
        try await syncWrite { transaction throws(ADSQLiteError) in try transaction.evict(records) }
    }

    public func conflicts(limit: Int) async throws(ADSQLiteError) -> [ADSyncConflict] {
        try await syncRead { transaction throws(ADSQLiteError) in
            try transaction.load(ADSyncConflict.self, where: ADSyncConflict.unsettled, orderBy: [.descending("id")], limit: max(1, limit))
        }
    }

    public func conflictsToAnnounce(limit: Int) async throws(ADSQLiteError) -> [ADSyncConflict] {
        try await syncWrite { transaction throws(ADSQLiteError) in
            let after = Int(try transaction.syncSetting(SyncStateRow.announcedConflict) ?? "0") ?? 0
            let conflicts = try transaction.load(ADSyncConflict.self, where: "id > \(after)", orderBy: [.ascending("id")], limit: max(1, limit))
            if let last = conflicts.last { try transaction.setSyncSetting(SyncStateRow.announcedConflict, String(last.id)) }
            return conflicts
        }
    }

    public func settleConflicts(_ ids: [Int]) async throws(ADSQLiteError) {
        try await syncWrite { transaction throws(ADSQLiteError) in
            for id in Set(ids) {
                guard var conflict = try transaction.load(ADSyncConflict.self, key: id), !conflict.settled else { continue }
                conflict.settled = true
                try transaction.save(conflict)
            }
        }
    }

    public func syncStatus() async throws(ADSQLiteError) -> ADSyncStatus {
        try await syncRead { transaction throws(ADSQLiteError) in
            ADSyncStatus(
                unpushed: try transaction.unpushedCount(),
                conflicts: try transaction.count(ADSyncConflict.self, where: ADSyncConflict.unsettled),
                lastSync: try transaction.syncSetting(SyncStateRow.lastSync))
        }
    }

    /// Runs `body` on a read-only snapshot with the sync tables in place, the synced tables
    /// known and the replica's clock made; a first call makes them in a write transaction.
    private func syncRead<Result: Sendable>(
        _ body: @escaping @Sendable (ADSQLiteTransaction) throws(ADSQLiteError) -> Result
    ) async throws(ADSQLiteError) -> Result {
        let tables = [SyncLogRow.tableName, SyncStateRow.tableName, ADSyncConflict.tableName]
        if !tables.allSatisfy(registry.isModelRegistered) || !registry.sync.isLoaded || registry.sync.clock == nil {
            try await syncWrite { transaction throws(ADSQLiteError) in
                _ = try transaction.syncClock()
                try transaction.loadSyncedTablesOnce()
            }
        }
        do {
            return try await read { transaction in try body(transaction) }
        } catch {
            throw ADSQLiteError.converting(error, table: nil)
        }
    }

    /// Runs `body` in a write transaction with the sync tables in place.
    private func syncWrite<Result: Sendable>(
        _ body: @escaping @Sendable (ADSQLiteTransaction) throws(ADSQLiteError) -> Result
    ) async throws(ADSQLiteError) -> Result {
        do {
            return try await transaction { transaction in
                try transaction.createSyncTables()
                try transaction.registerOnce(SyncStateRow.self)
                try transaction.registerOnce(ADSyncConflict.self)
                return try body(transaction)
            }
        } catch {
            throw ADSQLiteError.converting(error, table: nil)
        }
    }
}
