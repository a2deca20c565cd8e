/// Reads a single value: an enum's raw value, or a type that decodes from one primitive.
struct SingleValueRecordDecodingContainer: SingleValueDecodingContainer {
    let decoder: ValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = decoder.value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(from: decoder.value, key: nil) }
    func decode(_ type: String.Type) throws -> String { try decoder.string(from: decoder.value, key: nil) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.double(from: decoder.value, key: nil) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.float(from: decoder.value, key: nil) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type, from: decoder.value, key: nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type, from: decoder.value, key: nil) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decoder.decodeNested(type)
    }
}
