/// Writes an array's elements.
struct UnkeyedRecordEncodingContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    let storage: UnkeyedStorage

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { storage.elements.count }

    private var nextKey: IndexKey { IndexKey(intValue: storage.elements.count) }

    mutating func encodeNil() throws { storage.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { storage.elements.append(.bool(value)) }
    mutating func encode(_ value: String) throws { storage.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws { storage.elements.append(.double(value)) }
    mutating func encode(_ value: Float) throws { storage.elements.append(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { storage.elements.append(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { storage.elements.append(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { storage.elements.append(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { storage.elements.append(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { storage.elements.append(.int(value)) }
    mutating func encode(_ value: UInt) throws { storage.elements.append(try encoder.integer(value, key: nextKey)) }
    mutating func encode(_ value: UInt8) throws { storage.elements.append(.int(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { storage.elements.append(.int(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { storage.elements.append(.int(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { storage.elements.append(try encoder.integer(value, key: nextKey)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        storage.elements.append(try encoder.encodeNested(value, key: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = encoder.child(for: nextKey)
        storage.addPending(child)
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = encoder.child(for: nextKey)
        storage.addPending(child)
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.child(for: nextKey)
        storage.addPending(child)
        return child
    }
}
