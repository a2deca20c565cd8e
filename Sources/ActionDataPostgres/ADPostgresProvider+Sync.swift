import ActionData
import ActionDataStorage
import Foundation

/// `ADSyncProvider`: a server's replica on PostgreSQL. Each call is one transaction.
///
/// Several nodes share the database, so each provider instance is a replica of its own, with
/// an identifier (`server-` and a random UUID) made when its clock is first needed; the log,
/// the field states and the conflicts are shared.
extension ADPostgresProvider: ADSyncProvider {
    /// This provider's replica identifier, made on first use and kept for its lifetime.
    public func syncReplica() async throws(ADPostgresError) -> String {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.syncClock().replica }
    }

    /// This provider's own changes not yet pushed, oldest first, at most `limit`.
    public func unpushedChanges(limit: Int) async throws(ADPostgresError) -> [ADSyncChange] {
        try await syncWrite { transaction throws(ADPostgresError) in
            let rows = try await transaction.load(
                SyncLogRow.self, where: try await transaction.unpushedFilter(), orderBy: [.ascending("id")], limit: max(1, limit))
            return try rows.map { row throws(ADPostgresError) in
                try ADPostgresTransaction.storage { () throws(ADSyncError) in try row.change() }
            }
        }
    }

    /// See `ADSyncProvider.changes(after:limit:seenBy:)`.
    public func changes(after cursor: Int64, limit: Int, seenBy sight: ADSyncSight) async throws(ADPostgresError) -> ADSyncPage {
        let (limit, cursor) = (max(1, limit), max(0, cursor))
        return try await syncReading { session throws(ADPostgresError) in
            let bounds = try await session.logBounds()
            return ADSyncPage.seen(try await session.changes(after: cursor, limit: limit, seenBy: sight), after: cursor, limit: limit, bounds: bounds)
        }
    }

    /// Records that this provider's changes up to `sequence` were pushed.
    public func markPushed(through sequence: Int64) async throws(ADPostgresError) {
        try await syncWrite { transaction throws(ADPostgresError) in
            let pushed = Int64(try await transaction.syncSetting(SyncStateRow.pushed) ?? "0") ?? 0
            if sequence > pushed { try await transaction.setSyncSetting(SyncStateRow.pushed, String(sequence)) }
        }
    }

    /// The changes after `cursor` in the log, oldest first, at most `limit`, leaving out
    /// those `replica` made.
    public func changes(after cursor: Int64, excluding replica: String?, limit: Int) async throws(ADPostgresError) -> ADSyncPage {
        try await syncReading { transaction throws(ADPostgresError) in
            let bounds = try await transaction.logBounds()
            let after = Int64(max(0, cursor))
            let condition = if let replica {
                try SQLFragment(template: try SyncStatements.page.get(), arguments: [.integer(after), .text(replica)], kind: .boolean)
            } else {
                try SQLFragment(template: try SyncStatements.pageOfAll.get(), arguments: [.integer(after)], kind: .boolean)
            }
            let rows = try await transaction.logRows(where: condition, limit: max(1, limit))
            let changes = try rows.map { row throws(ADPostgresError) in
                try ADPostgresTransaction.storage { () throws(ADSyncError) in try row.change() }
            }
            return ADSyncPage(
                changes: changes, cursor: Int64(rows.last?.id ?? Int(max(0, cursor))), more: rows.count >= max(1, limit), bounds: bounds)
        }
    }

    /// Merges other replicas' changes field by field, each record's under its lock; see
    /// `ADSyncProvider.apply(_:review:options:)`.
    public func apply(
        _ changes: [ADSyncChange], review: ADSyncReview?, options: ADSyncApplyOptions
    ) async throws(ADPostgresError) -> [ADSyncOutcome] {
        try await syncWrite { transaction throws(ADPostgresError) in
            try await transaction.applySync(changes, review: review, options: options)
        }
    }

    /// See `ADSyncProvider.correctClock(serverTime:tolerance:)`.
    public func correctClock(serverTime: Int64, tolerance: Duration) async throws(ADPostgresError) -> Int {
        try await syncWrite { transaction throws(ADPostgresError) in
            try await transaction.correctClock(serverTime: serverTime, tolerance: tolerance)
        }
    }

    /// Undoes a change of this replica the server refused; see `ADSyncProvider.rollBack(_:)`.
    public func rollBack(_ refusal: ADSyncRefusal) async throws(ADPostgresError) {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.rollBack(refusal) }
    }

    /// Where this replica's pull stands; `ADSyncCursor.start` before the first pull.
    public func pullCursor() async throws(ADPostgresError) -> ADSyncCursor {
        try await syncWrite { transaction throws(ADPostgresError) in
            ADSyncCursor(
                position: Int64(try await transaction.syncSetting(SyncStateRow.cursor) ?? "0") ?? 0,
                log: try await transaction.syncSetting(SyncStateRow.pulledLog))
        }
    }

    /// Records where the pull stands, and the time of this sync.
    public func setPullCursor(_ cursor: ADSyncCursor) async throws(ADPostgresError) {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.storePullCursor(cursor) }
    }

    /// See `ADSyncProvider.logBounds()`.
    public func logBounds() async throws(ADPostgresError) -> ADSyncLogBounds {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.logBounds() }
    }

    /// See `ADSyncProvider.compactLog(_:)`.
    public func compactLog(_ policy: ADSyncCompactionPolicy) async throws(ADPostgresError) -> ADSyncCompactionReport {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.compactLog(policy) }
    }

    /// See `ADSyncProvider.replicaPulled(_:through:)`.
    public func replicaPulled(_ replica: String, through cursor: Int64) async throws(ADPostgresError) {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.replicaPulled(replica, through: cursor) }
    }

    /// A page of the synced records, read in one transaction; see `ADSyncProvider.snapshot(after:limit:)`.
    public func snapshot(after position: ADSyncSnapshotPosition?, limit: Int) async throws(ADPostgresError) -> ADSyncSnapshotPage {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.snapshot(after: position, limit: limit) }
    }

    /// See `ADSyncProvider.snapshot(after:limit:seenBy:)`.
    public func snapshot(
        after position: ADSyncSnapshotPosition?, limit: Int, seenBy sight: ADSyncSight
    ) async throws(ADPostgresError) -> ADSyncSnapshotPage {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.snapshot(after: position, limit: limit, seenBy: sight) }
    }

    /// See `ADSyncProvider.beginSnapshot()`.
    public func beginSnapshot() async throws(ADPostgresError) {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.beginSnapshot() }
    }

    /// See `ADSyncProvider.applySnapshot(_:)`.
    public func applySnapshot(_ changes: [ADSyncChange]) async throws(ADPostgresError) -> [ADSyncOutcome] {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.applySnapshot(changes) }
    }

    /// See `ADSyncProvider.keepOwnUnheld()`.
    public func keepOwnUnheld() async throws(ADPostgresError) -> Int {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.logOwnUnheldAgain() }
    }

    /// See `ADSyncProvider.finishSnapshot(at:)`.
    public func finishSnapshot(at cursor: ADSyncCursor) async throws(ADPostgresError) -> [String: Set<String>] {
        try await syncWrite { transaction throws(ADPostgresError) in
            let evicted = try await transaction.evictUnheld()
            try await transaction.storePullCursor(cursor)
            return evicted
        }
    }

    /// The stored rows of the records `keys` of the synced table `table`, by key; a record
    /// not stored is left out, and so is every record of a table that does not sync.
    public func syncedRecords(in table: String, keys: [String]) async throws(ADPostgresError) -> [String: ADRecord] {
        try await syncWrite { transaction throws(ADPostgresError) in
            guard try await transaction.syncedTable(table) != nil else { return [:] }
            var records: [String: ADRecord] = [:]
            for key in Set(keys) {
                if let record = try await transaction.loadRecord(key: .string(key), from: table) { records[key] = record }
            }
            return records
        }
    }

    /// See `ADSyncProvider.syncedStates(in:keys:)`.
    public func syncedStates(in table: String, keys: [String]) async throws(ADPostgresError) -> [String: ADSyncRecordState] {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.syncedStates(in: table, keys: keys) }
    }

    /// See `ADSyncProvider.claimReplica(_:by:access:recordingAccess:)`.
    public func claimReplica(_ replica: String, by owner: String, access: String, recordingAccess: Bool) async throws(ADPostgresError) -> ADSyncReplicaClaim {
        try await syncWrite { transaction throws(ADPostgresError) in
            try await transaction.claimReplica(replica, by: owner, access: access, recordingAccess: recordingAccess)
        }
    }

    /// See `ADSyncProvider.holdings(of:among:)`.
    public func holdings(of replica: String, among records: [ADSyncRecordKey]) async throws(ADPostgresError) -> Set<ADSyncRecordKey> {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.holdings(of: replica, among: records) }
    }

    /// See `ADSyncProvider.updateHoldings(of:adding:removing:resetting:)`.
    public func updateHoldings(
        of replica: String, adding added: [ADSyncRecordKey], removing removed: [ADSyncRecordKey], resetting: Bool
    ) async throws(ADPostgresError) {
        try await syncWrite { transaction throws(ADPostgresError) in
            try await transaction.updateHoldings(of: replica, adding: added, removing: removed, resetting: resetting)
        }
    }

    /// See `ADSyncProvider.evict(_:)`.
    public func evict(_ records: [ADSyncRecordKey]) async throws(ADPostgresError) -> [ADSyncRecordKey] {
        try await syncWrite { transaction throws(ADPostgresError) in try await transaction.evict(records) }
    }

    /// The changes that lost and are not settled, newest first, at most `limit`.
    public func conflicts(limit: Int) async throws(ADPostgresError) -> [ADSyncConflict] {
        try await syncWrite { transaction throws(ADPostgresError) in
            try await transaction.load(ADSyncConflict.self, where: ADSyncConflict.unsettled, orderBy: [.descending("id")], limit: max(1, limit))
        }
    }

    /// See `ADSyncProvider.conflictsToAnnounce(limit:)`.
    public func conflictsToAnnounce(limit: Int) async throws(ADPostgresError) -> [ADSyncConflict] {
        try await syncWrite { transaction throws(ADPostgresError) in
            let after = Int(try await transaction.syncSetting(SyncStateRow.announcedConflict) ?? "0") ?? 0
            let conflicts = try await transaction.load(ADSyncConflict.self, where: "id > \(after)", orderBy: [.ascending("id")], limit: max(1, limit))
            if let last = conflicts.last { try await transaction.setSyncSetting(SyncStateRow.announcedConflict, String(last.id)) }
            return conflicts
        }
    }

    /// See `ADSyncProvider.settleConflicts(_:)`.
    public func settleConflicts(_ ids: [Int]) async throws(ADPostgresError) {
        try await syncWrite { transaction throws(ADPostgresError) in
            for id in Set(ids) {
                guard var conflict = try await transaction.load(ADSyncConflict.self, key: id), !conflict.settled else { continue }
                conflict.settled = true
                _ = try await transaction.save(conflict)
            }
        }
    }

    /// This provider's changes not pushed, the conflicts on record, the last sync.
    public func syncStatus() async throws(ADPostgresError) -> ADSyncStatus {
        try await syncWrite { transaction throws(ADPostgresError) in
            ADSyncStatus(
                unpushed: try await transaction.count(SyncLogRow.self, where: try await transaction.unpushedFilter()),
                conflicts: try await transaction.count(ADSyncConflict.self, where: ADSyncConflict.unsettled),
                lastSync: try await transaction.syncSetting(SyncStateRow.lastSync))
        }
    }

    /// Runs `body` outside a transaction, each statement seeing the log as it is then: a pull
    /// is the log's bounds, then a page of it, and needs no more (two round trips, not four).
    /// The bounds are read first, so a page never ends past what they say without the page's
    /// own last change saying so (`ADSyncPage.seen`).
    private func syncReading<Result>(
        _ body: (ADPostgresTransaction) async throws(ADPostgresError) -> Result
    ) async throws(ADPostgresError) -> Result {
        try await autocommitting { session throws(ADPostgresError) in
            try await session.registerOnce(SyncLogRow.self)
            try await session.registerOnce(SyncStateRow.self)
            try await session.registerOnce(SyncHoldingRow.self)
            return try await body(session)
        }
    }

    /// Runs `body` in a transaction with the sync tables in place.
    private func syncWrite<Result>(
        _ body: (ADPostgresTransaction) async throws(ADPostgresError) -> Result
    ) async throws(ADPostgresError) -> Result {
        try await writing { transaction throws(ADPostgresError) in
            try await transaction.registerOnce(SyncLogRow.self)
            try await transaction.registerOnce(SyncStateRow.self)
            try await transaction.registerOnce(ADSyncConflict.self)
            try await transaction.registerOnce(SyncFieldRow.self)
            return try await body(transaction)
        }
    }
}
