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
