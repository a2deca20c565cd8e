/// How much of the change log a server keeps (`ADSyncProvider.compactLog(_:)`).
///
/// Changes older than ``keepingHistory`` keep only the latest change of each field: a device
/// that pulls them still ends with every field's latest value. A deletion's tombstone goes
/// once every replica the server knows pulled past it, or once it is older than
/// ``keepingTombstones``; a device whose cursor is before a tombstone that went then fetches a
/// snapshot (the server answers its pull 409).
public struct ADSyncCompactionPolicy: Sendable, Hashable {
    /// How long every change is kept.
    public var keepingHistory: Duration
    /// How long a tombstone is kept for a replica that has not pulled past it.
    public var keepingTombstones: Duration

    /// A policy; by default every change for 30 days, tombstones for 90.
    public init(keepingHistory: Duration = .seconds(30 * 86_400), keepingTombstones: Duration = .seconds(90 * 86_400)) {
        self.keepingHistory = keepingHistory
        self.keepingTombstones = keepingTombstones
    }
}

/// What a compaction removed.
public struct ADSyncCompactionReport: Sendable, Hashable {
    /// Field changes removed: each had a later change of its field.
    public var changesRemoved: Int
    /// Tombstones removed, with the earlier changes of their records.
    public var tombstonesRemoved: Int
    /// The log's rows left.
    public var rowsLeft: Int
    /// The cursor below which a pull now needs a snapshot.
    public var start: Int64

    /// A report.
    public init(changesRemoved: Int, tombstonesRemoved: Int, rowsLeft: Int, start: Int64) {
        self.changesRemoved = changesRemoved
        self.tombstonesRemoved = tombstonesRemoved
        self.rowsLeft = rowsLeft
        self.start = start
    }
}

/// Where a server's change log can serve pulls from and to.
public struct ADSyncLogBounds: Sendable, Hashable {
    /// A pull from a cursor below this needs a snapshot: tombstones after it were removed.
    public var start: Int64
    /// The last change's sequence; `0` for an empty log. A cursor past it is another log's
    /// (the database was restored from an older backup).
    public var end: Int64

    /// Bounds.
    public init(start: Int64, end: Int64) {
        self.start = start
        self.end = end
    }
}
