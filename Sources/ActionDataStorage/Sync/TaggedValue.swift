import ActionData
import Foundation

/// An ``ADValue`` in JSON that keeps its kind: dates stay dates and data stays data through
/// the change log and the wire, where plain JSON would turn both into numbers or text.
///
/// `{"int": 3}`, `{"date": 1764374400.25}`, `{"data": "AAE="}`, `{"array": [...]}`,
/// `{"record": {"name": {"string": "x"}}}`, `{"null": true}`.
package struct TaggedValue: Codable, Sendable, Hashable {
    package let value: ADValue

    package init(_ value: ADValue) { self.value = value }

    private enum Kind: String, CodingKey {
        case null, bool, int, double, string, data, date, array, record
    }

    /// The deepest nesting of arrays and records read, so a hostile body cannot exhaust the stack.
    static let maximumDepth = 32

    package init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumDepth * 2 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "values nest too deep"))
        }
        let container = try decoder.container(keyedBy: Kind.self)
        guard container.allKeys.count == 1, let kind = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a value has exactly one kind: null, bool, int, double, string, data, date, array or record"))
        }
        switch kind {
        case .null: value = .null
        case .bool: value = .bool(try container.decode(Bool.self, forKey: kind))
        case .int: value = .int(try container.decode(Int64.self, forKey: kind))
        case .double:
            let number = try container.decode(Double.self, forKey: kind)
            value = .double(number)
        case .string: value = .string(try container.decode(String.self, forKey: kind))
        case .data:
            let text = try container.decode(String.self, forKey: kind)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorruptedError(forKey: kind, in: container, debugDescription: "not base64")
            }
            value = .data(data)
        case .date:
            let seconds = try container.decode(Double.self, forKey: kind)
            guard seconds.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: kind, in: container, debugDescription: "not a time")
            }
            value = .date(Date(timeIntervalSince1970: seconds))
        case .array: value = .array(try container.decode([TaggedValue].self, forKey: kind).map(\.value))
        case .record:
            let fields = try container.decode([String: TaggedValue].self, forKey: kind)
            value = .record(ADRecord(fieldsKeepingLast: fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value.value) }))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch value {
        case .null: try container.encode(true, forKey: .null)
        case .bool(let flag): try container.encode(flag, forKey: .bool)
        case .int(let number): try container.encode(number, forKey: .int)
        case .double(let number): try container.encode(number, forKey: .double)
        case .string(let text): try container.encode(text, forKey: .string)
        case .data(let data): try container.encode(data.base64EncodedString(), forKey: .data)
        case .date(let date): try container.encode(date.timeIntervalSince1970, forKey: .date)
        case .array(let elements): try container.encode(elements.map(TaggedValue.init), forKey: .array)
        case .record(let record):
            var fields: [String: TaggedValue] = [:]
            for (name, field) in record { fields[name] = TaggedValue(field) }
            try container.encode(fields, forKey: .record)
        }
    }

    /// The JSON text of `value`. Every save of a synced record writes it twice a field (the
    /// field's state and the log), so scalars are written directly: a text by
    /// `ADValue.jsonString`, a finite number or time's seconds as Swift's shortest text that
    /// reads back as the same `Double` (`-0.0` included), which is JSON. Data, arrays, records
    /// and non-finite numbers go through `JSONEncoder`.
    package static func text(_ value: ADValue) -> String {
        switch value {
        case .null: return #"{"null":true}"#
        case .bool(let flag): return flag ? #"{"bool":true}"# : #"{"bool":false}"#
        case .int(let number): return #"{"int":"# + String(number) + "}"
        case .string: return #"{"string":"# + scalar(value) + "}"
        case .double(let number) where number.isFinite: return #"{"double":"# + number.description + "}"
        case .date(let date) where date.timeIntervalSince1970.isFinite:
            return #"{"date":"# + date.timeIntervalSince1970.description + "}"
        case .double, .date, .data, .array, .record: return encoded(value)
        }
    }

    /// A text's JSON, which `jsonString` cannot fail to write (it refuses non-finite numbers only).
    private static func scalar(_ value: ADValue) -> String {
        (try? value.jsonString()) ?? encoded(value)
    }

    private static func encoded(_ value: ADValue) -> String {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(TaggedValue(value)) else { return #"{"null":true}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// The value JSON text holds.
    ///
    /// - Throws: ``ADSyncError/Kind/malformed(_:)`` when it holds none.
    package static func value(_ text: String) throws(ADSyncError) -> ADValue {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return try decoder.decode(TaggedValue.self, from: Data(text.utf8)).value
        } catch {
            throw ADSyncError(.malformed("a stored value does not parse: \(error)"))
        }
    }
}
