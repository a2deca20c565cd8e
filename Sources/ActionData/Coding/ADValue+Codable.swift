import Foundation

/// Values and records are themselves `Codable`, so a model can carry free-form fields
/// (`var extra: ADRecord`) and any encoder can write a record. ``ADRecordEncoder`` and
/// ``ADRecordDecoder`` pass them through untouched; other coders see the JSON shape:
/// scalars as scalars, arrays as arrays, records as keyed containers, dates and data in
/// whatever form that coder gives `Date` and `Data`.
extension ADValue: Codable {
    public init(from decoder: any Decoder) throws {
        if let keyed = try Self.shape({ try decoder.container(keyedBy: FieldKey.self) }) {
            self = .record(try ADRecord(from: keyed))
            return
        }
        if var unkeyed = try Self.shape({ try decoder.unkeyedContainer() }) {
            var elements: [ADValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(ADValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try Self.shape({ try single.decode(Bool.self) }) {
            self = .bool(flag)
        } else if let integer = Self.wholeNumber(in: single) {
            self = .int(integer)
        } else if let real = try Self.shape({ try single.decode(Double.self) }) {
            self = .double(real)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// What `probe` reads, or `nil` when the decoder holds a value of another shape: a
    /// decoder answers that with `DecodingError.typeMismatch`, the one error taken as "try the
    /// next shape". Any other error (corrupted data, a missing value) is thrown.
    private static func shape<Value>(_ probe: () throws -> Value) throws -> Value? {
        do {
            return try probe()
        } catch DecodingError.typeMismatch {
            return nil
        }
    }

    /// The value as a whole number, or `nil` for a number that is no `Int64` (read next as a
    /// `Double`) and for any other shape.
    private static func wholeNumber(in single: any SingleValueDecodingContainer) -> Int64? {
        // Nothing lost: JSONDecoder answers 1.5 or 1e30 with an error of its own, not typeMismatch; the Double probe next reads them.
        try? single.decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .record(let record):
            try record.encode(to: encoder)
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let flag): try container.encode(flag)
            case .int(let integer): try container.encode(integer)
            case .double(let real): try container.encode(real)
            case .string(let text): try container.encode(text)
            case .data(let data): try container.encode(data)
            case .date(let date): try container.encode(date)
            case .array, .record: break
            }
        }
    }
}

extension ADRecord: Codable {
    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder.container(keyedBy: FieldKey.self))
    }

    fileprivate init(from container: KeyedDecodingContainer<FieldKey>) throws {
        self.init()
        for key in container.allKeys {
            self[key.stringValue] = try container.decode(ADValue.self, forKey: key)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for (name, value) in fields {
            try container.encode(value, forKey: FieldKey(name))
        }
    }
}

/// Any field name as a coding key.
private struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue) }
}
