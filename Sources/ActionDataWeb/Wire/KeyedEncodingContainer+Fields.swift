extension KeyedEncodingContainer {
    /// Encodes each value under its key, in order; an optional with no value is written as
    /// `null` (the page tells a key that is `null` from one that is missing).
    mutating func encode(fields: [(Key, any Encodable)]) throws {
        for (key, value) in fields { try encode(value, forKey: key) }
    }
}
