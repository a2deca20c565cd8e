import Foundation
import OrderedCollections

/// The `Encoder` behind ``ADRecordEncoder``: one per encoded value that has its own
/// containers. Its coding path is computed from the parent chain only when an error or the
/// model asks for it, so encoding a field costs no path bookkeeping.
final class ValueEncoder: Encoder, CodingPathLink {
    let options: CodingOptions
    let parentLink: ValueEncoder?
    let linkKey: (any CodingKey)?
    private var storage: Storage = .empty

    /// What this encoder's value has become so far.
    enum Storage {
        case empty
        case value(ADValue)
        case keyed(KeyedStorage)
        case unkeyed(UnkeyedStorage)
    }

    init(options: CodingOptions, parent: ValueEncoder? = nil, key: (any CodingKey)? = nil) {
        self.options = options
        self.parentLink = parent
        self.linkKey = key
    }

    var codingPath: [any CodingKey] { linkedCodingPath }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let fields: KeyedStorage
        if case .keyed(let existing) = storage {
            fields = existing
        } else {
            fields = KeyedStorage()
            storage = .keyed(fields)
        }
        return KeyedEncodingContainer(KeyedRecordEncodingContainer(encoder: self, storage: fields))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let elements: UnkeyedStorage
        if case .unkeyed(let existing) = storage {
            elements = existing
        } else {
            elements = UnkeyedStorage()
            storage = .unkeyed(elements)
        }
        return UnkeyedRecordEncodingContainer(encoder: self, storage: elements)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueRecordEncodingContainer(encoder: self)
    }

    /// Sets the value of a single-value container.
    func store(_ value: ADValue) {
        storage = .value(value)
    }

    /// The value this encoder produced. A model that encoded nothing is an empty record.
    func finish() throws -> ADValue {
        switch storage {
        case .empty: .record(ADRecord())
        case .value(let value): value
        case .keyed(let fields): .record(ADRecord(try fields.resolved()))
        case .unkeyed(let elements): .array(try elements.resolved())
        }
    }

    /// A child encoder for the value under `key`, used by nested containers and `superEncoder`.
    func child(for key: any CodingKey) -> ValueEncoder {
        ValueEncoder(options: options, parent: self, key: key)
    }

    /// Encodes `value`, found under `key` of this encoder's value, into an ``ADValue``:
    /// the types a record holds natively directly, anything else through its own `encode(to:)`.
    func encodeNested<Value: Encodable>(_ value: Value, key: (any CodingKey)? = nil) throws -> ADValue {
        if let special = try encodeSpecial(value, key: key) { return special }
        let encoder = key.map(child(for:)) ?? self
        try value.encode(to: encoder)
        return try encoder.finish()
    }

    /// Dates, data, URLs, UUIDs and decimals, which Codable would otherwise take apart.
    private func encodeSpecial<Value: Encodable>(_ value: Value, key: (any CodingKey)?) throws -> ADValue? {
        if Value.self == Date.self, let date = value as? Date { return try encode(date, key: key) }
        if Value.self == Data.self, let data = value as? Data {
            switch options.data {
            case .raw: return .data(data)
            case .base64: return .string(data.base64EncodedString())
            }
        }
        if Value.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
        if Value.self == UUID.self, let uuid = value as? UUID { return .string(uuid.uuidString) }
        if Value.self == Decimal.self, let decimal = value as? Decimal { return DecimalValue.value(of: decimal) }
        if Value.self == ADValue.self, let adValue = value as? ADValue { return adValue }
        if Value.self == ADRecord.self, let record = value as? ADRecord { return .record(record) }
        return nil
    }

    private func encode(_ date: Date, key: (any CodingKey)?) throws -> ADValue {
        switch options.date {
        case .date: return .date(date)
        case .secondsSince1970: return .double(date.timeIntervalSince1970)
        case .iso8601: return .string(ISO8601Text.string(from: date))
        case .formatted(let format):
            do {
                return .string(try format.format(.date(date)))
            } catch {
                throw ADCodingError(.dataCorrupted(error.description), at: path(appending: key))
            }
        }
    }

    /// An integer of any width as ``ADValue/int(_:)``, or an error when it exceeds `Int64`.
    func integer<Integer: FixedWidthInteger>(_ value: Integer, key: (any CodingKey)?) throws -> ADValue {
        guard let integer = Int64(exactly: value) else {
            throw ADCodingError(.outOfRange(value: String(value), type: "a record integer (Int64)"), at: path(appending: key))
        }
        return .int(integer)
    }
}

/// The fields of a keyed container. Nested containers and super encoders requested
/// through it are resolved when the encoder finishes, in the order they were requested.
final class KeyedStorage {
    var fields = OrderedDictionary<String, ADValue>()
    private var pending: [(name: String, encoder: ValueEncoder)] = []

    func addPending(_ encoder: ValueEncoder, as name: String) {
        fields[name] = .null
        pending.append((name, encoder))
    }

    func resolved() throws -> OrderedDictionary<String, ADValue> {
        for (name, encoder) in pending { fields[name] = try encoder.finish() }
        pending.removeAll()
        return fields
    }
}

/// The elements of an unkeyed container, with nested containers resolved at the end.
final class UnkeyedStorage {
    var elements: [ADValue] = []
    private var pending: [(index: Int, encoder: ValueEncoder)] = []

    func addPending(_ encoder: ValueEncoder) {
        pending.append((elements.count, encoder))
        elements.append(.null)
    }

    func resolved() throws -> [ADValue] {
        for (index, encoder) in pending { elements[index] = try encoder.finish() }
        pending.removeAll()
        return elements
    }
}
