import OrderedCollections

/// Reads JSON text into ``ADValue``s, keeping object key order and telling integers from
/// reals (`2` is ``ADValue/int(_:)``; `2.0` and `2e0` are ``ADValue/double(_:)``).
/// Integers beyond `Int64` become reals. Nesting is limited so hostile input cannot
/// exhaust the stack.
struct JSONReader {
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    /// Reads one JSON value filling all of `bytes`.
    static func value(from bytes: [UInt8]) throws(ADCodingError) -> ADValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.failure("the end of the text") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// An error at the current position, with its 1-based line and column.
    private func failure(_ expected: String) -> ADCodingError {
        var line = 1
        var lineStart = 0
        for offset in 0..<min(index, bytes.count) where bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return ADCodingError(.invalidJSON(line: line, column: column, expected: expected), at: ADFieldPath(components: []))
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        if matches { index += count }
        return matches
    }

    private mutating func value(depth: Int) throws(ADCodingError) -> ADValue {
        guard depth < Self.maximumDepth else { throw failure("at most \(Self.maximumDepth) levels of nesting") }
        skipWhitespace()
        guard let byte = current else { throw failure("a value") }
        switch byte {
        case UInt8(ascii: "{"): return .record(try object(depth: depth))
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t") where consume("true"): return .bool(true)
        case UInt8(ascii: "f") where consume("false"): return .bool(false)
        case UInt8(ascii: "n") where consume("null"): return .null
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws(ADCodingError) -> ADRecord {
        index += 1
        var fields = OrderedDictionary<String, ADValue>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return ADRecord(fields)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("a quoted key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("':' after the key") }
            index += 1
            fields[key] = try value(depth: depth + 1)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return ADRecord(fields)
            default: throw failure("',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(ADCodingError) -> ADValue {
        index += 1
        var elements: [ADValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw failure("',' or ']'")
            }
        }
    }

    /// A quoted string; runs without escapes are decoded in one step.
    private mutating func string() throws(ADCodingError) -> String {
        index += 1
        var result = ""
        var runStart = index
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                return result
            case UInt8(ascii: "\\"):
                result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                result.unicodeScalars.append(try escape())
                runStart = index
            case 0x00..<0x20:
                throw failure("a control character to be escaped")
            default:
                index += 1
            }
        }
        throw failure("a closing '\"'")
    }

    private mutating func escape() throws(ADCodingError) -> Unicode.Scalar {
        guard let byte = current else { throw failure("an escape character") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code), consume("\\u") {
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        default:
            index -= 1
            throw failure("a valid escape after '\\'")
        }
    }

    private mutating func hex4() throws(ADCodingError) -> UInt32 {
        guard bytes.count - index >= 4,
              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("four hexadecimal digits after \\u") }
        index += 4
        return code
    }

    private mutating func number() throws(ADCodingError) -> ADValue {
        let start = index
        var isReal = false
        scan: while let byte = current {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): index += 1
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                isReal = true
                index += 1
            default: break scan
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if !isReal, let integer = Int64(text) { return .int(integer) }
        guard !text.isEmpty, text.first != "+", let real = Double(text), real.isFinite else {
            index = start
            throw failure("a value")
        }
        return .double(real)
    }
}
