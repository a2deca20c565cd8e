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
    /// Every field state a save compares with and every change a pull sends is read here, so
    /// the scalars ``text(_:)`` writes directly are read directly too; anything else, and any
    /// text the direct reading is not sure of, goes through `JSONDecoder`.
    ///
    /// - Throws: ``ADSyncError/Kind/malformed(_:)`` when it holds none.
    package static func value(_ text: String) throws(ADSyncError) -> ADValue {
        if let scalar = directScalar(text) { return scalar }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            return try decoder.decode(TaggedValue.self, from: Data(text.utf8)).value
        } catch {
            throw ADSyncError(.malformed("a stored value does not parse: \(error)"))
        }
    }

    /// The scalar of `{"kind":body}` when its body is plain: a JSON number, `true`/`false`, or a
    /// text without escapes; `nil` for anything else.
    private static func directScalar(_ text: String) -> ADValue? {
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}"),
              let colon = utf8.firstIndex(of: UInt8(ascii: ":"))
        else { return nil }
        let kind = utf8[utf8.index(after: utf8.startIndex)..<colon]
        let body = Substring(utf8[utf8.index(after: colon)..<utf8.index(before: utf8.endIndex)])
        switch String(Substring(kind)) {
        case #""null""#: return body == "true" ? .null : nil
        case #""bool""#: return body == "true" ? .bool(true) : body == "false" ? .bool(false) : nil
        case #""int""#: return isJSONNumber(body) ? Int64(body).map(ADValue.int) : nil
        case #""double""#: return number(body).map(ADValue.double)
        case #""date""#: return number(body).map { .date(Date(timeIntervalSince1970: $0)) }
        case #""string""#: return plainText(body).map(ADValue.string)
        default: return nil
        }
    }

    /// A finite JSON number's `Double`.
    private static func number(_ body: Substring) -> Double? {
        guard isJSONNumber(body), let number = Double(body), number.isFinite else { return nil }
        return number
    }

    /// Whether `body` is made of a JSON number's characters and starts as one does, so
    /// Swift's wider number syntax (`inf`, `nan`, hexadecimal) never reads it.
    private static func isJSONNumber(_ body: Substring) -> Bool {
        guard let first = body.utf8.first, first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return false }
        return body.utf8.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
    }

    /// The text of a JSON string with nothing escaped in it: no backslash, quote or control
    /// character between its quotes.
    private static func plainText(_ body: Substring) -> String? {
        let utf8 = body.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "\""), utf8.last == UInt8(ascii: "\"") else { return nil }
        let inner = utf8.dropFirst().dropLast()
        guard !inner.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return nil }
        return String(Substring(inner))
    }
}
