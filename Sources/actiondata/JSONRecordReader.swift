import ActionData
import OrderedCollections

/// Reads JSON text into ``ADValue``s, keeping object key order and telling integers
/// from reals (`2` is `.int`, `2.0` and `2e0` are `.double`).
///
/// The `eval` command's own reader, until the library's JSON bridge is used here.
struct JSONRecordReader {
    /// Why JSON text could not be read, with the 1-based character position.
    struct Failure: Error, CustomStringConvertible {
        let position: Int
        let expected: String

        var description: String { "invalid JSON at character \(position): expected \(expected)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private static let maximumDepth = 512

    /// Reads `text`, which must hold one JSON object.
    static func record(from text: String) throws(Failure) -> ADRecord {
        var reader = JSONRecordReader(bytes: Array(text.utf8))
        let value = try reader.document()
        guard case .record(let record) = value else { throw Failure(position: 1, expected: "a JSON object") }
        return record
    }

    /// Reads `text`, which must hold one JSON value.
    static func value(from text: String) throws(Failure) -> ADValue {
        var reader = JSONRecordReader(bytes: Array(text.utf8))
        return try reader.document()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func document() throws(Failure) -> ADValue {
        let value = try self.value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw failure("the end of the text") }
        return value
    }

    private func failure(_ expected: String) -> Failure {
        Failure(position: index + 1, expected: expected)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func consume(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            return false
        }
        index += expected.count
        return true
    }

    private mutating func value(depth: Int) throws(Failure) -> ADValue {
        guard depth < Self.maximumDepth else { throw failure("at most \(Self.maximumDepth) levels of nesting") }
        skipWhitespace()
        guard index < bytes.count else { throw failure("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .record(try object(depth: depth))
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t") where consume("true"): return .bool(true)
        case UInt8(ascii: "f") where consume("false"): return .bool(false)
        case UInt8(ascii: "n") where consume("null"): return .null
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> ADRecord {
        index += 1
        var fields = OrderedDictionary<String, ADValue>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return ADRecord(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("a quoted key") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("':' after the key") }
            index += 1
            fields[key] = try value(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw failure("',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return ADRecord(fields)
            } else {
                throw failure("',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> ADValue {
        index += 1
        var elements: [ADValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw failure("',' or ']'")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { throw failure("an escape character") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), consume("\\u") {
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    throw failure("a valid escape after '\\'")
                }
            default:
                run.append(byte)
            }
        }
        throw failure("a closing '\"'")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("four hexadecimal digits after \\u") }
        index += 4
        return code
    }

    private mutating func number() throws(Failure) -> ADValue {
        let start = index
        var isReal = false
        while index < bytes.count {
            let byte = bytes[index]
            if (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                index += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                isReal = true
                index += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if !isReal, let integer = Int64(text) { return .int(integer) }
        guard !text.isEmpty, let real = Double(text) else {
            index = start
            throw failure("a value")
        }
        return .double(real)
    }
}
