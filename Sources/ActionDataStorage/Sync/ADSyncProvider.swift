import ActionData

/// A provider that keeps a change log for ``ADSyncedTable``s and merges other replicas'
/// changes: `ADSQLiteProvider` (a device, or a server) and `ADPostgresProvider` (a server).
///
/// `ADSyncClient` drives a device's provider; the web server's `/sync/push` and `/sync/pull`
/// drive the server's. Apps read ``syncStatus()`` and ``conflicts(limit:)``.
public protocol ADSyncProvider: ADDataProvider {
    /// This replica's identifier, made on first use.
    func syncReplica() async throws -> String
    /// This replica's own changes not yet pushed, oldest first, at most `limit`.
    func unpushedChanges(limit: Int) async throws -> [ADSyncChange]
    /// Records that this replica's changes up to `sequence` were pushed.
    func markPushed(through sequence: Int64) async throws
    /// The changes after `cursor` in the log, oldest first, at most `limit`, leaving out those
    /// `replica` made; with the sequence the next page starts after, and the log's bounds read
    /// in the same transaction (``ADSyncPage/bounds``).
    func changes(after cursor: Int64, excluding replica: String?, limit: Int) async throws -> ADSyncPage
    /// The changes after `cursor` in the log of the records `sight` sees (``ADSyncSight``),
    /// leaving out those its replica made, oldest first, at most `limit`: the database selects
    /// them. The page's ``ADSyncPage/cursor`` is where the next page starts after: the last
    /// change's sequence when the page is full, the log's end when it is not (the changes
    /// between were read and not seen); with the log's bounds read in the same transaction.
    /// - Throws: when a table's filter is not a formula of it, or one the database cannot
    ///   evaluate (nothing is ever selected in Swift instead).
    func changes(after cursor: Int64, limit: Int, seenBy sight: ADSyncSight) async throws -> ADSyncPage
    /// Merges other replicas' changes field by field (see ``ADSyncRules``), each record's in
    /// one step: its row, its field states, the log and any ``ADSyncConflict``s together.
    ///
    /// - Parameters:
    ///   - changes: other replicas' changes, in the order they were made.
    ///   - review: the server's permission check of each record's change, before anything of
    ///     it is written; `nil` on a device.
    ///   - options: the server's settling of stamps too far ahead and of field resolutions.
    /// - Returns: each change's outcome, in order.
    func apply(_ changes: [ADSyncChange], review: ADSyncReview?, options: ADSyncApplyOptions) async throws -> [ADSyncOutcome]
    /// Sets this device's clock by the server's: `serverTime` milliseconds, read from a push
    /// answer that found its changes stamped more than `tolerance` ahead. The clock is
    /// corrected by the difference from now on (also after a relaunch), and the changes not
    /// pushed yet that are stamped ahead of the server's time are stamped anew, in order, with
    /// their records' stamps.
    /// - Returns: the number of changes stamped anew.
    func correctClock(serverTime: Int64, tolerance: Duration) async throws -> Int
    /// Undoes a change of this replica the server refused: the record's field (or the whole
    /// record) takes the server's value, without a new change, and the refusal is recorded.
    func rollBack(_ refusal: ADSyncRefusal) async throws
    /// Where this replica's pull stands in the server's log; ``ADSyncCursor/start`` before the first.
    func pullCursor() async throws -> ADSyncCursor
    /// Records where this replica's pull stands, and when it last synced.
    func setPullCursor(_ cursor: ADSyncCursor) async throws
    /// Where the log can serve pulls from and to. A server answers a cursor past its end (its
    /// database was restored from an older backup) or before its start (compacted away) with
    /// "fetch a snapshot".
    func logBounds() async throws -> ADSyncLogBounds
    /// Compacts a server's log by `policy`; see ``ADSyncCompactionPolicy``. Run it on the
    /// server, on a schedule: a device's log holds what it has not pushed yet.
    func compactLog(_ policy: ADSyncCompactionPolicy) async throws -> ADSyncCompactionReport
    /// Records that `replica` pulled through `cursor`: the tombstones before the cursors of
    /// every known replica can go.
    func replicaPulled(_ replica: String, through cursor: Int64) async throws
    /// A page of the server's snapshot: the synced tables' records after `position` (from the
    /// first when `nil`), at most `limit` of them, each as the changes that make it, with the
    /// log's last sequence read in the same transaction (see ``ADSyncSnapshotPage``).
    func snapshot(after position: ADSyncSnapshotPosition?, limit: Int) async throws -> ADSyncSnapshotPage
    /// A page of the snapshot as ``snapshot(after:limit:)`` gives it, of the records `sight`
    /// selects now, which the database selects: none of a table seen only as its holdings.
    /// - Throws: as ``changes(after:limit:seenBy:)``.
    func snapshot(after position: ADSyncSnapshotPosition?, limit: Int, seenBy sight: ADSyncSight) async throws -> ADSyncSnapshotPage
    /// Starts taking in a snapshot on a device: no record is marked as held by it yet.
    func beginSnapshot() async throws
    /// Merges a snapshot page's changes as ``apply(_:review:options:)`` does on a device, and
    /// marks their records as held by the snapshot.
    func applySnapshot(_ changes: [ADSyncChange]) async throws -> [ADSyncOutcome]
    /// Keeps this device's own work on the records the snapshot being taken in did not hold:
    /// the fields whose latest change is this replica's are logged again, to be pushed, so
    /// ``finishSnapshot(at:)`` keeps the records. Call it when the server lost them — restored
    /// from an older backup (``ADSyncSnapshotReason/serverLostState``) — and not otherwise: a
    /// record missing from any other snapshot is one the person may no longer read.
    /// - Returns: the number of records kept.
    func keepOwnUnheld() async throws -> Int
    /// Ends taking in a snapshot: removes the synced records no page held — without logging a
    /// change, they are gone from this device only — but those with changes not pushed yet,
    /// and stores `cursor` as the pull's.
    /// - Returns: the keys of the records removed, by table.
    func finishSnapshot(at cursor: ADSyncCursor) async throws -> [String: Set<String>]
    /// The stored rows of the records `keys` of the synced table `table`, by key (a record not
    /// stored is left out): what the server checks a pull against the puller's read rules with.
    func syncedRecords(in table: String, keys: [String]) async throws -> [String: ADRecord]
    /// The records `keys` of the synced table `table` as this replica holds them now, by key:
    /// stored ones and deleted ones (a key never stored is left out). What a server sends a
    /// person whose view it keeps whole.
    func syncedStates(in table: String, keys: [String]) async throws -> [String: ADSyncRecordState]
    /// Ties `replica` to the identity `owner` on first use, and tells whether it belongs to
    /// another, or `owner`'s `access` (a text that changes when their roles or attributes do)
    /// differs from the one recorded. With `recordingAccess` (a snapshot starts: what the
    /// replica is sent from now on is what `access` sees), `access` becomes the recorded one.
    func claimReplica(_ replica: String, by owner: String, access: String, recordingAccess: Bool) async throws -> ADSyncReplicaClaim
    /// Which of `records` the server sent `replica` and has not taken back.
    func holdings(of replica: String, among records: [ADSyncRecordKey]) async throws -> Set<ADSyncRecordKey>
    /// Records that `replica` now holds `added` and no longer `removed`; with `resetting`, it
    /// first holds nothing (a snapshot starts).
    func updateHoldings(of replica: String, adding added: [ADSyncRecordKey], removing removed: [ADSyncRecordKey], resetting: Bool) async throws
    /// Removes from a device the records the server took out of its person's view, without
    /// logging anything, but those with changes not pushed yet.
    /// - Returns: the records removed.
    func evict(_ records: [ADSyncRecordKey]) async throws -> [ADSyncRecordKey]
    /// The changes that lost and are not settled, newest first, at most `limit`.
    func conflicts(limit: Int) async throws -> [ADSyncConflict]
    /// The conflicts recorded since the last call, oldest first, at most `limit`: each is
    /// returned once, across launches, for an app to tell the person of it once.
    func conflictsToAnnounce(limit: Int) async throws -> [ADSyncConflict]
    /// Marks the conflicts `ids` settled: the person saw to them.
    func settleConflicts(_ ids: [Int]) async throws
    /// What a form shows: changes not pushed, conflicts and refusals, the last sync.
    func syncStatus() async throws -> ADSyncStatus
}

/// One page of a pull.
public struct ADSyncPage: Sendable, Hashable, Codable {
    /// The changes, oldest first.
    public var changes: [ADSyncChange]
    /// The cursor to pull after next: the last change read, sent or not.
    public var cursor: Int64
    /// Whether more changes follow.
    public var more: Bool
    /// The log's identifier (the server's replica), which the next pull names; `nil` from a
    /// provider's own log, which is not a server's answer.
    public var log: String?
    /// Records the device holds that left its person's view (a rule no longer lets them read
    /// them): it removes them, without a change of its own.
    public var evicted: [ADSyncRecordKey]
    /// The log's bounds when the page was read: what the server checks the cursor against.
    /// Not sent: the log's end counts changes the asker may not see.
    public var bounds: ADSyncLogBounds?

    /// A page.
    public init(
        changes: [ADSyncChange], cursor: Int64, more: Bool, log: String? = nil, evicted: [ADSyncRecordKey] = [],
        bounds: ADSyncLogBounds? = nil
    ) {
        self.changes = changes
        self.cursor = cursor
        self.more = more
        self.log = log
        self.evicted = evicted
        self.bounds = bounds
    }

    /// The page of `changes` a sight selected from the log after `cursor`, at most `limit`,
    /// with the log's `bounds` read before it or in the same transaction: when it is full the
    /// next page starts after its last change, otherwise after the log's end (or the page's
    /// last change, when one was logged after the bounds were read), as the changes between
    /// were read and not seen (`ADSyncProvider.changes(after:limit:seenBy:)`).
    package static func seen(_ changes: [ADSyncChange], after cursor: Int64, limit: Int, bounds: ADSyncLogBounds) -> ADSyncPage {
        let more = changes.count >= limit
        let through = more ? (changes.last?.sequence ?? cursor) : max(cursor, bounds.end, changes.last?.sequence ?? cursor)
        return ADSyncPage(changes: changes, cursor: through, more: more, bounds: bounds)
    }

    private enum CodingKeys: String, CodingKey { case changes, cursor, more, log, evicted }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        changes = try container.decode([ADSyncChange].self, forKey: .changes)
        cursor = try container.decode(Int64.self, forKey: .cursor)
        more = try container.decode(Bool.self, forKey: .more)
        log = try container.decodeIfPresent(String.self, forKey: .log)
        evicted = try container.decodeIfPresent([ADSyncRecordKey].self, forKey: .evicted) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(changes, forKey: .changes)
        try container.encode(cursor, forKey: .cursor)
        try container.encode(more, forKey: .more)
        try container.encodeIfPresent(log, forKey: .log)
        if !evicted.isEmpty { try container.encode(evicted, forKey: .evicted) }
    }
}

/// A change the server refused, with what a device needs to undo it.
public struct ADSyncRefusal: Sendable, Hashable, Codable {
    /// The change refused.
    public var change: ADSyncChange
    /// Why.
    public var message: String
    /// Whether the record is on the server for the pusher; when not (a refused create), the
    /// device removes it.
    public var recordExists: Bool
    /// The field's value on the server, when the pusher may read it.
    public var current: ADValue?

    /// A refusal.
    public init(change: ADSyncChange, message: String, recordExists: Bool, current: ADValue?) {
        self.change = change
        self.message = message
        self.recordExists = recordExists
        self.current = current
    }

    private enum CodingKeys: String, CodingKey { case change, message, recordExists, current }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        change = try container.decode(ADSyncChange.self, forKey: .change)
        message = try container.decode(String.self, forKey: .message)
        recordExists = try container.decode(Bool.self, forKey: .recordExists)
        current = try container.decodeIfPresent(TaggedValue.self, forKey: .current)?.value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(change, forKey: .change)
        try container.encode(message, forKey: .message)
        try container.encode(recordExists, forKey: .recordExists)
        try container.encodeIfPresent(current.map(TaggedValue.init), forKey: .current)
    }
}

/// The server's permission check of one record's merged change: given the table, the stored
/// row (`nil`: new), the row the merge would store (`nil`: deleted) and the fields the changes
/// set, it returns the row to store (the presets applied), or throws the reason to refuse.
public typealias ADSyncReview = @Sendable (
    _ table: String, _ stored: ADRecord?, _ merged: ADRecord?, _ fields: Set<String>
) throws -> ADRecord?

/// How a server applies pushed changes.
public struct ADSyncApplyOptions: Sendable {
    /// How far ahead of this replica's clock a stamp may be; a change stamped later is not
    /// applied and answered ``ADSyncOutcome/ahead``, so its device sets its clock right and
    /// stamps it anew. `nil` takes every stamp as it is.
    public var maximumClockSkew: Duration?
    /// Whether the tables' ``ADSyncRules/resolutions`` settle concurrent edits here: the
    /// server's part. Devices keep the later stamp and pull the server's resolution.
    public var resolves: Bool
    /// Whether edits of a record this replica never held (no row, no field state, and no
    /// creation among the changes) are refused: the server's part. Such an edit follows a
    /// creation the server refused, or never received; storing it would make a record of the
    /// template's values that its device, having rolled the creation back, never pulls again.
    /// A device takes every change the server sends.
    public var refusesEditsOfUnknownRecords: Bool
    /// Whether changes this replica cannot take — of a table or field its models do not have,
    /// or with a value its column does not hold — are kept aside (and still answered
    /// `refused`), to be applied when a model that takes them is registered: a device's part,
    /// so an app older than the server's schema keeps syncing and loses nothing. A server
    /// answers such changes refused and keeps nothing. `ADSQLiteProvider` keeps them;
    /// `ADPostgresProvider`, a server's, does not.
    public var keepsRefusedAside: Bool

    /// Options; a device's by default.
    public init(
        maximumClockSkew: Duration? = nil, resolves: Bool = false, refusesEditsOfUnknownRecords: Bool = false,
        keepsRefusedAside: Bool = true
    ) {
        self.maximumClockSkew = maximumClockSkew
        self.resolves = resolves
        self.refusesEditsOfUnknownRecords = refusesEditsOfUnknownRecords
        self.keepsRefusedAside = keepsRefusedAside
    }

    /// A server's: stamps at most five minutes ahead, resolutions applied, edits of records it
    /// never held refused, nothing kept aside.
    public static let server = ADSyncApplyOptions(
        maximumClockSkew: .seconds(300), resolves: true, refusesEditsOfUnknownRecords: true, keepsRefusedAside: false)
}

/// What a form shows of sync.
public struct ADSyncStatus: Sendable, Hashable, Codable {
    /// This replica's changes not yet pushed.
    public var unpushed: Int
    /// Changes that lost to concurrent ones, and refusals, on record and not settled.
    public var conflicts: Int
    /// When the last sync finished, if one did.
    public var lastSync: String?

    /// A status.
    public init(unpushed: Int, conflicts: Int, lastSync: String?) {
        self.unpushed = unpushed
        self.conflicts = conflicts
        self.lastSync = lastSync
    }
}
