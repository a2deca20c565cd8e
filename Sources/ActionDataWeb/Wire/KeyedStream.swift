/// The container of an object's fields: each written as `"key":value`, after a comma.
struct KeyedStream<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func begin(_ key: Key) throws {
        encoder.beginEntry()
        try encoder.output.write(key.stringValue)
        encoder.output.text += ":"
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        encoder.output.text += "null"
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += value ? "true" : "false"
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        try encoder.output.write(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try begin(key)
        try encoder.output.write(value, at: codingPath + [key])
    }

    /// Every integer type, as its decimal digits.
    mutating func encode<Integer: FixedWidthInteger & Encodable>(_ value: Integer, forKey key: Key) throws {
        try begin(key)
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try encode(Double(value), forKey: key)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try begin(key)
        try encoder.encodeNested(value, at: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.refuse("nested containers are not written")
        return KeyedEncodingContainer(KeyedStream<NestedKey>(encoder: encoder))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.refuse("nested containers are not written")
        return ValueStream(encoder: encoder, isUnkeyed: true)
    }

    mutating func superEncoder() -> any Encoder {
        encoder.refuse("super-encoders are not written")
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.refuse("super-encoders are not written")
        return encoder
    }
}
