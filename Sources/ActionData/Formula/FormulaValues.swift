import Foundation

/// A number as arithmetic sees it.
enum FormulaNumber: Sendable {
    case int(Int64)
    case double(Double)

    var value: ADValue {
        switch self {
        case .int(let value): .int(value)
        case .double(let value): value.isNaN ? .null : .double(value)
        }
    }

    var double: Double {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        }
    }

    /// The value truncated toward zero and clamped to `Int64`, as SQLite's `sqlite3_value_int64`.
    var truncated: Int64 {
        switch self {
        case .int(let value): return value
        case .double(let value):
            if value.isNaN { return 0 }
            if value >= 9.223372036854775807e18 { return .max }
            if value <= -9.223372036854775808e18 { return .min }
            return Int64(value)
        }
    }
}

/// How the formula language reads values: as numbers, as text and as truth values.
///
/// These follow SQLite's conversions: text used as a number is read by its numeric
/// prefix (`'12abc'` is 12, `'abc'` is 0), booleans are 1 and 0, and a date is its
/// number of seconds since 1970.
enum FormulaValues {
    /// The value read as a number, or `nil` for NULL, arrays and records.
    static func number(_ value: ADValue) -> FormulaNumber? {
        switch value {
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .int(value ? 1 : 0)
        case .string(let text): numericPrefix(text)
        case .date(let date): .double(date.timeIntervalSince1970)
        case .data(let data): numericPrefix(String(decoding: data, as: UTF8.self))
        case .null, .array, .record: nil
        }
    }

    /// SQL truthiness: NULL is unknown (`nil`); numbers are true when non-zero; text by
    /// its numeric prefix; arrays and records are false.
    @inline(__always)
    static func truth(_ value: ADValue) -> Bool? {
        switch value {
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0
        case .null: nil
        default: number(value).map { $0.double != 0 } ?? false
        }
    }

    /// The longest numeric prefix of `text` after leading white space, as SQLite reads
    /// text in arithmetic: an integer when it is written as one and fits, else a real.
    static func numericPrefix(_ text: String) -> FormulaNumber {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) { index += 1 }
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        var sawDigits = index > digitsStart
        var isReal = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            let fractionStart = index + 1
            var end = fractionStart
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
            if sawDigits || end > fractionStart {
                isReal = true
                sawDigits = true
                index = end
            }
        }
        guard sawDigits else { return .int(0) }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            let exponentStart = end
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
            if end > exponentStart {
                isReal = true
                index = end
            }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        if !isReal, let value = Int64(literal) { return .int(value) }
        return .double(Double(literal) ?? 0)
    }

    /// The value as text: numbers as written in SQL, booleans as `true`/`false`, dates
    /// in ISO 8601, data decoded as UTF-8; `nil` for NULL.
    static func text(_ value: ADValue) -> String? {
        switch value {
        case .null: nil
        case .string(let text): text
        case .int(let value): String(value)
        case .double(let value): text(of: value)
        case .bool(let value): value ? "true" : "false"
        case .date(let date): date.formatted(.iso8601)
        case .data(let data): String(decoding: data, as: UTF8.self)
        case .array, .record: value.description
        }
    }

    /// A real as text: whole values keep a `.0` (`2.0`), others use the shortest form
    /// that reads back to the same number.
    static func text(of value: Double) -> String {
        if value.isFinite, value == value.rounded(.towardZero), abs(value) < 1e15 {
            return String(Int64(value)) + ".0"
        }
        return String(value)
    }
}
