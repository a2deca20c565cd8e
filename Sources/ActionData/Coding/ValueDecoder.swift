import Foundation

/// The `Decoder` behind ``ADRecordDecoder``: one per value that has its own containers.
/// Like the encoder, it computes its coding path from the parent chain only when needed.
final class ValueDecoder: Decoder, CodingPathLink {
    let value: ADValue
    let options: CodingOptions
    let parentLink: ValueDecoder?
    let linkKey: (any CodingKey)?

    init(value: ADValue, options: CodingOptions, parent: ValueDecoder? = nil, key: (any CodingKey)? = nil) {
        self.value = value
        self.options = options
        self.parentLink = parent
        self.linkKey = key
    }

    var codingPath: [any CodingKey] { linkedCodingPath }

    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .record(let record) = value else {
            throw ADCodingError.mismatch(expected: "record", found: value, at: path(appending: nil))
        }
        return KeyedDecodingContainer(KeyedRecordDecodingContainer(decoder: self, record: record))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw ADCodingError.mismatch(expected: "array", found: value, at: path(appending: nil))
        }
        return UnkeyedRecordDecodingContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueRecordDecodingContainer(decoder: self)
    }

    /// Decodes this decoder's own value as `type`.
    func decodeNested<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if let special = try decodeSpecial(type, from: value, key: nil) { return special }
        return try Value(from: self)
    }

    /// Decodes `value`, found under `key` of this decoder's value, as `type`.
    func decode<Value: Decodable>(_ type: Value.Type, from value: ADValue, key: any CodingKey) throws -> Value {
        if let special = try decodeSpecial(type, from: value, key: key) { return special }
        return try Value(from: ValueDecoder(value: value, options: options, parent: self, key: key))
    }

    /// Dates, data, URLs, UUIDs and decimals, read from the forms the encoder writes them in.
    private func decodeSpecial<Value: Decodable>(_ type: Value.Type, from value: ADValue, key: (any CodingKey)?) throws -> Value? {
        if Value.self == Date.self { return try date(from: value, key: key) as? Value }
        if Value.self == Data.self { return try data(from: value, key: key) as? Value }
        if Value.self == URL.self { return try url(from: value, key: key) as? Value }
        if Value.self == UUID.self { return try uuid(from: value, key: key) as? Value }
        if Value.self == Decimal.self { return try decimal(from: value, key: key) as? Value }
        if Value.self == ADValue.self { return value as? Value }
        if Value.self == ADRecord.self {
            guard case .record(let record) = value else {
                throw ADCodingError.mismatch(expected: "record", found: value, at: path(appending: key))
            }
            return record as? Value
        }
        return nil
    }

    private func date(from value: ADValue, key: (any CodingKey)?) throws -> Date {
        if case .date(let date) = value { return date }
        switch (options.date, value) {
        case (.date, .string(let text)), (.iso8601, .string(let text)):
            if let date = ISO8601Text.date(from: text) { return date }
            throw ADCodingError(.dataCorrupted("\(quoted(text)) is not an ISO 8601 date"), at: path(appending: key))
        case (.secondsSince1970, .int(let seconds)):
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        case (.secondsSince1970, .double(let seconds)) where seconds.isFinite:
            return Date(timeIntervalSince1970: seconds)
        case (.formatted(let format), .string(let text)):
            do {
                if case .date(let date) = try format.parse(text) { return date }
            } catch {
                throw ADCodingError(.dataCorrupted(error.description), at: path(appending: key))
            }
            throw ADCodingError(.dataCorrupted("\(quoted(text)) is not a date"), at: path(appending: key))
        default:
            throw nullOrMismatch(value, expected: "date", key: key)
        }
    }

    private func data(from value: ADValue, key: (any CodingKey)?) throws -> Data {
        switch value {
        case .data(let data): return data
        case .string(let text):
            if let data = Data(base64Encoded: text) { return data }
            throw ADCodingError(.dataCorrupted("text is not base64 data"), at: path(appending: key))
        default:
            throw nullOrMismatch(value, expected: "data", key: key)
        }
    }

    private func url(from value: ADValue, key: (any CodingKey)?) throws -> URL {
        guard case .string(let text) = value else { throw nullOrMismatch(value, expected: "URL text", key: key) }
        guard let url = URL(string: text) else {
            throw ADCodingError(.dataCorrupted("\(quoted(text)) is not a URL"), at: path(appending: key))
        }
        return url
    }

    private func uuid(from value: ADValue, key: (any CodingKey)?) throws -> UUID {
        guard case .string(let text) = value else { throw nullOrMismatch(value, expected: "UUID text", key: key) }
        guard let uuid = UUID(uuidString: text) else {
            throw ADCodingError(.dataCorrupted("\(quoted(text)) is not a UUID"), at: path(appending: key))
        }
        return uuid
    }

    private func decimal(from value: ADValue, key: (any CodingKey)?) throws -> Decimal {
        if let decimal = DecimalValue.decimal(from: value) { return decimal }
        if case .string(let text) = value {
            throw ADCodingError(.dataCorrupted("\(quoted(text)) is not a decimal number"), at: path(appending: key))
        }
        throw nullOrMismatch(value, expected: "decimal number", key: key)
    }

    /// `valueNotFound` for a null, a type mismatch for anything else.
    func nullOrMismatch(_ value: ADValue, expected: String, key: (any CodingKey)?) -> ADCodingError {
        if case .null = value { return ADCodingError(.valueNotFound(expected: expected), at: path(appending: key)) }
        return ADCodingError.mismatch(expected: expected, found: value, at: path(appending: key))
    }
}
