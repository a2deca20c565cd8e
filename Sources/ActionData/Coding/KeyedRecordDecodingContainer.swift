import OrderedCollections

/// Reads a struct's or dictionary's fields from a record.
struct KeyedRecordDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let record: ADRecord

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { record.fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { record.fields[key.stringValue] != nil }

    private func value(for key: Key) throws -> ADValue {
        guard let value = record.fields[key.stringValue] else {
            throw ADCodingError(.keyNotFound, at: decoder.path(appending: key))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(for: key) { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.bool(from: value(for: key), key: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.string(from: value(for: key), key: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.double(from: value(for: key), key: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.float(from: value(for: key), key: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.integer(type, from: value(for: key), key: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.integer(type, from: value(for: key), key: key) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decoder.decode(type, from: value(for: key), key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: value(for: key), options: decoder.options, parent: decoder, key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: value(for: key), options: decoder.options, parent: decoder, key: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = SuperKey()
        return ValueDecoder(value: record.fields[key.stringValue] ?? .null, options: decoder.options, parent: decoder, key: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: record.fields[key.stringValue] ?? .null, options: decoder.options, parent: decoder, key: key)
    }
}
