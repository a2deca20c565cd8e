/// One page of a snapshot: the records of the synced tables as they are stored now, each as
/// the changes that make it (every field with its value and stamp), and where the log stood.
///
/// A device fetches a snapshot on its first sync and whenever the server cannot serve its
/// cursor (`409`): it applies every page, evicts what no page held (but records with
/// changes it has not pushed), then pulls the log from the first page's ``cursor``. A change
/// made while the pages were read reaches it twice, in a page and from the log, and changes
/// nothing the second time.
public struct ADSyncSnapshotPage: Sendable, Hashable, Codable {
    /// The records' fields, record after record.
    public var changes: [ADSyncChange]
    /// The log's last change when the page was read: the first page's is where the device
    /// pulls from afterwards.
    public var cursor: Int64
    /// The log's identifier (the server's replica).
    public var log: String
    /// Where the next page starts; `nil` on the last page.
    public var next: ADSyncSnapshotPosition?

    /// A page.
    public init(changes: [ADSyncChange], cursor: Int64, log: String, next: ADSyncSnapshotPosition?) {
        self.changes = changes
        self.cursor = cursor
        self.log = log
        self.next = next
    }

    private enum CodingKeys: String, CodingKey {
        case tables, cursor, log, next
    }

    /// Reads a page whose records come by table (`SnapshotTableBlock`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cursor = try container.decode(Int64.self, forKey: .cursor)
        log = try container.decode(String.self, forKey: .log)
        next = try container.decodeIfPresent(ADSyncSnapshotPosition.self, forKey: .next)
        changes = []
        for block in try container.decode([SnapshotTableBlock].self, forKey: .tables) {
            for record in block.records {
                for (field, value) in zip(block.fields, record.fields) {
                    guard let value else { continue }
                    changes.append(
                        ADSyncChange(table: block.table, record: record.key, field: field, value: value.value, stamp: value.stamp, previous: nil))
                }
            }
        }
    }

    /// Writes the page's records by table, each record's fields once (`SnapshotTableBlock`);
    /// a page holds fields as they are, so a delete or a change naming its previous stamp
    /// cannot be written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cursor, forKey: .cursor)
        try container.encode(log, forKey: .log)
        try container.encodeIfPresent(next, forKey: .next)
        try container.encode(try SnapshotTableBlock.blocks(of: changes, codingPath: container.codingPath), forKey: .tables)
    }
}
