/// A synced record, by table and key.
public struct ADSyncRecordKey: Sendable, Hashable, Codable {
    /// The table (its model's `tableName`).
    public var table: String
    /// The record's key.
    public var record: String

    /// The record `record` of `table`.
    public init(table: String, record: String) {
        self.table = table
        self.record = record
    }
}
