extension ADValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension ADValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension ADValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .int(value) }
}

extension ADValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension ADValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension ADValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: ADValue...) { self = .array(elements) }
}

extension ADValue: ExpressibleByDictionaryLiteral {
    /// A nested record from a literal; a key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, ADValue)...) {
        self = .record(ADRecord(fieldsKeepingLast: elements))
    }
}
