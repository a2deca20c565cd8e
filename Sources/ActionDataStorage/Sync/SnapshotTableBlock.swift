import ActionData
import OrderedCollections

/// A snapshot page's records of one table on the wire: the fields they carry named once,
/// each record one array. Foundation's JSON coders spend most of a snapshot's time on
/// objects and long strings, so a record is its key, then for each field its stamp (`""`
/// when the same as the field before it, `null` with a `null` value when the record lacks
/// the field) and its value — a plain string, number or Boolean when every value of the
/// field in the block is one, else a ``TaggedValue``.
///
/// ```json
/// {"table": "Jobs", "fields": ["title", "price"], "kinds": "st",
///  "records": [["0193…", "1733…:0:phone", "Paint", "", {"double": 2.5}]]}
/// ```
struct SnapshotTableBlock: Codable, Equatable {
    /// How a field's values are written: `s` text, `i` whole numbers, `b` Booleans, `t` tagged.
    enum Kind: Character {
        case text = "s"
        case integer = "i"
        case boolean = "b"
        case tagged = "t"

        /// The kind that writes every value of `values` (nulls aside) plainly, else tagged.
        init(of values: some Sequence<ADValue>) {
            var kind: Kind?
            for value in values {
                let own: Kind
                switch value {
                case .null: continue
                case .string: own = .text
                case .int: own = .integer
                case .bool: own = .boolean
                default: own = .tagged
                }
                if kind == nil { kind = own } else if kind != own { kind = .tagged }
            }
            self = kind ?? .text
        }
    }

    /// A record: its key and, for each of the block's fields, its value and stamp, `nil` where it lacks the field.
    struct Record: Equatable {
        var key: String
        var fields: [(value: ADValue, stamp: ADSyncStamp)?]

        static func == (left: Record, right: Record) -> Bool {
            left.key == right.key && left.fields.count == right.fields.count
                && zip(left.fields, right.fields).allSatisfy { $0?.value == $1?.value && $0?.stamp == $1?.stamp }
        }
    }

    var table: String
    var fields: [String]
    var kinds: [Kind]
    var records: [Record]

    private enum CodingKeys: String, CodingKey {
        case table, fields, kinds, records
    }

    init(table: String, fields: [String], kinds: [Kind], records: [Record]) {
        self.table = table
        self.fields = fields
        self.kinds = kinds
        self.records = records
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        table = try container.decode(String.self, forKey: .table)
        fields = try container.decode([String].self, forKey: .fields)
        guard Set(fields).count == fields.count, !fields.contains("") else {
            throw DecodingError.dataCorruptedError(forKey: .fields, in: container, debugDescription: "a block names each field once, none empty")
        }
        let kindText = try container.decode(String.self, forKey: .kinds)
        kinds = kindText.compactMap(Kind.init(rawValue:))
        guard kinds.count == fields.count, kindText.count == fields.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .kinds, in: container, debugDescription: "one kind a field, each s, i, b or t")
        }
        var rows = try container.nestedUnkeyedContainer(forKey: .records)
        records = []
        while !rows.isAtEnd {
            var row = try rows.nestedUnkeyedContainer()
            guard row.count == 1 + 2 * fields.count else {
                throw DecodingError.dataCorruptedError(
                    in: row, debugDescription: "a record is its key, then a stamp and a value for each of the \(fields.count) fields")
            }
            var record = Record(key: try row.decode(String.self), fields: [])
            record.fields.reserveCapacity(fields.count)
            var previous: ADSyncStamp?
            for kind in kinds {
                guard let stampText = try row.decodeIfPresent(String.self) else {
                    guard try row.decodeNil() else {
                        throw DecodingError.dataCorruptedError(in: row, debugDescription: "a field the record lacks has no value")
                    }
                    record.fields.append(nil)
                    continue
                }
                let stamp: ADSyncStamp
                if stampText.isEmpty {
                    guard let previous else {
                        throw DecodingError.dataCorruptedError(in: row, debugDescription: "a record's first stamp is written out")
                    }
                    stamp = previous
                } else {
                    do {
                        stamp = try ADSyncStamp(text: stampText)
                    } catch {
                        throw DecodingError.dataCorruptedError(in: row, debugDescription: error.description)
                    }
                }
                previous = stamp
                record.fields.append((try Self.value(of: kind, from: &row), stamp))
            }
            records.append(record)
        }
    }

    private static func value(of kind: Kind, from row: inout any UnkeyedDecodingContainer) throws -> ADValue {
        if try row.decodeNil() { return .null }
        switch kind {
        case .text: return .string(try row.decode(String.self))
        case .integer: return .int(try row.decode(Int64.self))
        case .boolean: return .bool(try row.decode(Bool.self))
        case .tagged: return try row.decode(TaggedValue.self).value
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(table, forKey: .table)
        try container.encode(fields, forKey: .fields)
        try container.encode(String(kinds.map(\.rawValue)), forKey: .kinds)
        var rows = container.nestedUnkeyedContainer(forKey: .records)
        for record in records {
            var row = rows.nestedUnkeyedContainer()
            try row.encode(record.key)
            var previous: ADSyncStamp?
            for (kind, field) in zip(kinds, record.fields) {
                guard let field else {
                    try row.encodeNil()
                    try row.encodeNil()
                    continue
                }
                try row.encode(field.stamp == previous ? "" : field.stamp.text)
                previous = field.stamp
                try Self.encode(field.value, as: kind, into: &row)
            }
        }
    }

    private static func encode(_ value: ADValue, as kind: Kind, into row: inout any UnkeyedEncodingContainer) throws {
        switch (kind, value) {
        case (_, .null): try row.encodeNil()
        case (.text, .string(let text)): try row.encode(text)
        case (.integer, .int(let number)): try row.encode(number)
        case (.boolean, .bool(let flag)): try row.encode(flag)
        default: try row.encode(TaggedValue(value))
        }
    }

    /// The blocks that write `changes`, a run of one table's changes after another, a run
    /// of one record's a record (a field seen again starts another).
    static func blocks(of changes: [ADSyncChange], codingPath: [any CodingKey]) throws -> [SnapshotTableBlock] {
        var blocks: [SnapshotTableBlock] = []
        var start = changes.startIndex
        while start < changes.endIndex {
            let table = changes[start].table
            let end = changes[start...].firstIndex { $0.table != table } ?? changes.endIndex
            blocks.append(try block(of: changes[start..<end], table: table, codingPath: codingPath))
            start = end
        }
        return blocks
    }

    private static func block(of changes: ArraySlice<ADSyncChange>, table: String, codingPath: [any CodingKey]) throws -> SnapshotTableBlock {
        var fields = OrderedDictionary<String, [ADValue]>()
        for change in changes {
            guard !change.isDelete, change.previous == nil else {
                throw EncodingError.invalidValue(
                    change, .init(codingPath: codingPath, debugDescription: "a snapshot page holds fields as they are: no delete, no previous stamp"))
            }
            fields[change.field, default: []].append(change.value)
        }
        var records: [Record] = []
        var current: Record?
        for change in changes {
            guard let index = fields.index(forKey: change.field) else { continue }
            if var record = current, record.key == change.record, record.fields[index] == nil {
                record.fields[index] = (change.value, change.stamp)
                current = record
                continue
            }
            if let record = current { records.append(record) }
            var record = Record(key: change.record, fields: Array(repeating: nil, count: fields.count))
            record.fields[index] = (change.value, change.stamp)
            current = record
        }
        if let record = current { records.append(record) }
        return SnapshotTableBlock(table: table, fields: Array(fields.keys), kinds: fields.values.map { Kind(of: $0) }, records: records)
    }
}
