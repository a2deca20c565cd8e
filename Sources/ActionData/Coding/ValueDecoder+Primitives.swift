/// The form conversions the decoder accepts for Swift's primitive types.
extension ValueDecoder {
    /// A `Bool` from a Boolean, or from the integer or real `0`/`1` a checkbox column gives.
    func bool(from value: ADValue, key: (any CodingKey)?) throws -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .int(0), .double(0): return false
        case .int(1), .double(1): return true
        default: throw nullOrMismatch(value, expected: "bool", key: key)
        }
    }

    func string(from value: ADValue, key: (any CodingKey)?) throws -> String {
        guard case .string(let text) = value else { throw nullOrMismatch(value, expected: "string", key: key) }
        return text
    }

    /// A real from a real or an integer.
    func double(from value: ADValue, key: (any CodingKey)?) throws -> Double {
        switch value {
        case .double(let real): return real
        case .int(let integer): return Double(integer)
        default: throw nullOrMismatch(value, expected: "double", key: key)
        }
    }

    /// A `Float` from a real or an integer; a finite real beyond `Float`'s range is an error.
    func float(from value: ADValue, key: (any CodingKey)?) throws -> Float {
        let real = try double(from: value, key: key)
        let narrowed = Float(real)
        if real.isFinite && !narrowed.isFinite {
            throw ADCodingError(.outOfRange(value: String(real), type: "Float"), at: path(appending: key))
        }
        return narrowed
    }

    /// An integer of any width from an integer or a whole real; anything that does not fit
    /// the width is an error.
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, from value: ADValue, key: (any CodingKey)?) throws -> Integer {
        switch value {
        case .int(let integer):
            if let narrowed = Integer(exactly: integer) { return narrowed }
            throw ADCodingError(.outOfRange(value: String(integer), type: String(describing: type)), at: path(appending: key))
        case .double(let real) where real.isFinite && real.rounded(.towardZero) == real:
            if let narrowed = Integer(exactly: real) { return narrowed }
            throw ADCodingError(.outOfRange(value: String(real), type: String(describing: type)), at: path(appending: key))
        default:
            throw nullOrMismatch(value, expected: "int", key: key)
        }
    }
}
