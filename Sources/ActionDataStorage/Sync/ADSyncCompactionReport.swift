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
