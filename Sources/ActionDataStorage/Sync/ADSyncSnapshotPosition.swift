/// Where a snapshot's next page starts: after `record` of `table` (tables and keys in
/// ascending order).
public struct ADSyncSnapshotPosition: Sendable, Hashable, Codable {
    /// The table the last page ended in.
    public var table: String
    /// The last record's key.
    public var record: String

    /// The position after `record` of `table`.
    public init(table: String, record: String) {
        self.table = table
        self.record = record
    }
}
