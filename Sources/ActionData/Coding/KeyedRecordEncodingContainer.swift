import Foundation

/// Writes a struct's or dictionary's fields into a record. `nil` optionals are written
/// as ``ADValue/null`` rather than left out, so every field of the model has a key.
struct KeyedRecordEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    let storage: KeyedStorage

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func set(_ value: ADValue, for key: Key) {
        storage.fields[key.stringValue] = value
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.double(value), for: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.double(Double(value)), for: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(Int64(value)), for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.int(Int64(value)), for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.int(Int64(value)), for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.int(Int64(value)), for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.int(value), for: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(try encoder.integer(value, key: key), for: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.int(Int64(value)), for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.int(Int64(value)), for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.int(Int64(value)), for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(try encoder.integer(value, key: key), for: key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        set(try encoder.encodeNested(value, key: key), for: key)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }

    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        try encodeOptional(value, forKey: key)
    }

    /// A present optional as its value, a `nil` one as ``ADValue/null`` under its key.
    private mutating func encodeOptional<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        guard let value else { return set(.null, for: key) }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = encoder.child(for: key)
        storage.addPending(child, as: key.stringValue)
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = encoder.child(for: key)
        storage.addPending(child, as: key.stringValue)
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.child(for: SuperKey())
        storage.addPending(child, as: SuperKey().stringValue)
        return child
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = encoder.child(for: key)
        storage.addPending(child, as: key.stringValue)
        return child
    }
}
