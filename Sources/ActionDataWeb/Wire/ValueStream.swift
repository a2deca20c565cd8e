/// The container of an array's entries (unkeyed) or of one value (single-value): both write
/// each value as it comes, an array's entries after a comma.
struct ValueStream: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: StreamEncoder
    /// Whether the entries are an array's, each at its index.
    let isUnkeyed: Bool
    var codingPath: [any CodingKey] { encoder.codingPath }
    private(set) var count = 0

    init(encoder: StreamEncoder, isUnkeyed: Bool) {
        self.encoder = encoder
        self.isUnkeyed = isUnkeyed
    }

    /// Starts the next entry: the key of an array's entry, `nil` for a single value.
    private mutating func next() -> (any CodingKey)? {
        encoder.beginEntry()
        defer { count += 1 }
        return isUnkeyed ? IndexKey(intValue: count) : nil
    }

    mutating func encodeNil() throws {
        _ = next()
        encoder.output.text += "null"
    }

    mutating func encode(_ value: Bool) throws {
        _ = next()
        encoder.output.text += value ? "true" : "false"
    }

    mutating func encode(_ value: String) throws {
        _ = next()
        try encoder.output.write(value)
    }

    mutating func encode(_ value: Double) throws {
        let key = next()
        try encoder.output.write(value, at: codingPath + (key.map { [$0] } ?? []))
    }

    /// Every integer type, as its decimal digits.
    mutating func encode<Integer: FixedWidthInteger & Encodable>(_ value: Integer) throws {
        _ = next()
        encoder.output.text += String(value)
    }

    mutating func encode(_ value: Float) throws {
        try encode(Double(value))
    }

    mutating func encode(_ value: some Encodable) throws {
        let key = next()
        try encoder.encodeNested(value, at: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder.refuse("nested containers are not written")
        return KeyedEncodingContainer(KeyedStream<NestedKey>(encoder: encoder))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.refuse("nested containers are not written")
        return self
    }

    mutating func superEncoder() -> any Encoder {
        encoder.refuse("super-encoders are not written")
        return encoder
    }
}
