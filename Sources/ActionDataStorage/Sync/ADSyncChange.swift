import ActionData

/// One field-level change of a synced record — or, with ``isDelete``, the record's deletion
/// (a tombstone) — as the change log holds it and the sync protocol carries it.
public struct ADSyncChange: Sendable, Hashable, Codable {
    /// The change's position in the log that answered it: the server's cursor in a pull.
    /// `0` for a change not read from a log.
    public var sequence: Int64
    /// The table (its model's ``ADDataTable/tableName``).
    public var table: String
    /// The record's key.
    public var record: String
    /// The field changed; empty for a delete.
    public var field: String
    /// The field's new value; `.null` for a delete.
    public var value: ADValue
    /// When and where the change was made.
    public var stamp: ADSyncStamp
    /// The stamp of the value this change replaced, as its replica knew it; `nil` when that
    /// replica knew of none. For a delete, the latest stamp of the record it knew.
    ///
    /// A change whose `previous` is the stamp the receiver holds follows that value: it is
    /// applied without a conflict.
    public var previous: ADSyncStamp?

    /// A change of `field` of `record` to `value`.
    public init(
        sequence: Int64 = 0, table: String, record: String, field: String, value: ADValue, stamp: ADSyncStamp,
        previous: ADSyncStamp?
    ) {
        self.sequence = sequence
        self.table = table
        self.record = record
        self.field = field
        self.value = value
        self.stamp = stamp
        self.previous = previous
    }

    /// The deletion of `record`.
    public static func delete(table: String, record: String, stamp: ADSyncStamp, previous: ADSyncStamp?) -> ADSyncChange {
        ADSyncChange(table: table, record: record, field: "", value: .null, stamp: stamp, previous: previous)
    }

    /// Whether the change deletes the record.
    public var isDelete: Bool { field.isEmpty }

    private enum CodingKeys: String, CodingKey {
        case sequence, table, record, field, value, stamp, previous
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decodeIfPresent(Int64.self, forKey: .sequence) ?? 0
        table = try container.decode(String.self, forKey: .table)
        record = try container.decode(String.self, forKey: .record)
        field = try container.decodeIfPresent(String.self, forKey: .field) ?? ""
        value = try container.decodeIfPresent(TaggedValue.self, forKey: .value)?.value ?? .null
        guard !field.isEmpty || value.isNull else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container, debugDescription: "a delete (a change without a field) carries no value")
        }
        stamp = try container.decode(ADSyncStamp.self, forKey: .stamp)
        previous = try container.decodeIfPresent(ADSyncStamp.self, forKey: .previous)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if sequence != 0 { try container.encode(sequence, forKey: .sequence) }
        try container.encode(table, forKey: .table)
        try container.encode(record, forKey: .record)
        if !field.isEmpty {
            try container.encode(field, forKey: .field)
            try container.encode(TaggedValue(value), forKey: .value)
        }
        try container.encode(stamp, forKey: .stamp)
        try container.encodeIfPresent(previous, forKey: .previous)
    }
}
