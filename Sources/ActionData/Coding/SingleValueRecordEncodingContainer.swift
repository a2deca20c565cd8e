/// Writes a single value: an enum's raw value, or a type that encodes as one primitive.
struct SingleValueRecordEncodingContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.store(.null) }
    mutating func encode(_ value: Bool) throws { encoder.store(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.store(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.store(.double(value)) }
    mutating func encode(_ value: Float) throws { encoder.store(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { encoder.store(.int(Int64(value))) }
    mutating func encode(_ value: Int8) throws { encoder.store(.int(Int64(value))) }
    mutating func encode(_ value: Int16) throws { encoder.store(.int(Int64(value))) }
    mutating func encode(_ value: Int32) throws { encoder.store(.int(Int64(value))) }
    mutating func encode(_ value: Int64) throws { encoder.store(.int(value)) }
    mutating func encode(_ value: UInt) throws { encoder.store(try encoder.integer(value, key: nil)) }
    mutating func encode(_ value: UInt8) throws { encoder.store(.int(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { encoder.store(.int(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { encoder.store(.int(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { encoder.store(try encoder.integer(value, key: nil)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        encoder.store(try encoder.encodeNested(value))
    }
}
