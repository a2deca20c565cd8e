/// Reads an array's elements in order.
struct UnkeyedRecordDecodingContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let elements: [ADValue]
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder, elements: [ADValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element and its key, advancing past it.
    private mutating func next() throws -> (value: ADValue, key: IndexKey) {
        let index = currentIndex
        let key = IndexKey(intValue: index)
        guard index < elements.count else {
            throw ADCodingError(.dataCorrupted("the array has only \(elements.count) elements"), at: decoder.path(appending: key))
        }
        currentIndex += 1
        return (elements[index], key)
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { let (value, key) = try next(); return try decoder.bool(from: value, key: key) }
    mutating func decode(_ type: String.Type) throws -> String { let (value, key) = try next(); return try decoder.string(from: value, key: key) }
    mutating func decode(_ type: Double.Type) throws -> Double { let (value, key) = try next(); return try decoder.double(from: value, key: key) }
    mutating func decode(_ type: Float.Type) throws -> Float { let (value, key) = try next(); return try decoder.float(from: value, key: key) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }

    private mutating func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let (value, key) = try next()
        return try decoder.integer(type, from: value, key: key)
    }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let (value, key) = try next()
        return try decoder.decode(type, from: value, key: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, key) = try next()
        return try ValueDecoder(value: value, options: decoder.options, parent: decoder, key: key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, key) = try next()
        return try ValueDecoder(value: value, options: decoder.options, parent: decoder, key: key).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, key) = try next()
        return ValueDecoder(value: value, options: decoder.options, parent: decoder, key: key)
    }
}
