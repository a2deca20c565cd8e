import ActionData
import Foundation

/// Nested records and arrays as the JSON text of a `json` column.
///
/// Written by hand so the mapping is exact and stable: field order is kept, integers are
/// written without a point and reals always with a point or an exponent (so `1` and `1.0`
/// read back as the kinds they were), dates are their stored ISO 8601 text and data its
/// base64 text (JSON has neither, so they read back as strings).
enum JSONText {
    /// Why a value has no JSON text or a text is not JSON.
    struct Failure: Error {
        let reason: String
    }

    static let maximumDepth = 512

    static func text(of value: ADValue) throws(Failure) -> String {
        var output = ""
        try write(value, to: &output, depth: 0)
        return output
    }

    static func value(from text: String) throws(Failure) -> ADValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value(depth: 0)
        parser.skipWhiteSpace()
        guard parser.index == parser.bytes.count else { throw Failure(reason: "text after the JSON value") }
        return value
    }

    private static func write(_ value: ADValue, to output: inout String, depth: Int) throws(Failure) {
        guard depth < maximumDepth else { throw Failure(reason: "nested deeper than \(maximumDepth) levels") }
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let integer): output += String(integer)
        case .double(let real):
            guard real.isFinite else { throw Failure(reason: "JSON has no \(real)") }
            output += "\(real)"
        case .string(let text): writeString(text, to: &output)
        case .data(let bytes): writeString(bytes.base64EncodedString(), to: &output)
        case .date(let date):
            guard let text = StoredTimestamp.text(of: date) else { throw Failure(reason: "date out of range") }
            writeString(text, to: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                try write(item, to: &output, depth: depth + 1)
            }
            output += "]"
        case .record(let record):
            output += "{"
            for (index, (name, item)) in record.enumerated() {
                if index > 0 { output += "," }
                writeString(name, to: &output)
                output += ":"
                try write(item, to: &output, depth: depth + 1)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func skipWhiteSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(Failure) -> ADValue {
            guard depth < JSONText.maximumDepth else { throw Failure(reason: "nested too deeply") }
            skipWhiteSpace()
            guard index < bytes.count else { throw Failure(reason: "unexpected end of JSON") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var record = ADRecord()
                skipWhiteSpace()
                if consume("}") { return .record(record) }
                repeat {
                    skipWhiteSpace()
                    let name = try string()
                    skipWhiteSpace()
                    guard consume(":") else { throw Failure(reason: "expected ':' at byte \(index)") }
                    record[name] = try value(depth: depth + 1)
                    skipWhiteSpace()
                } while consume(",")
                guard consume("}") else { throw Failure(reason: "expected '}' at byte \(index)") }
                return .record(record)
            case UInt8(ascii: "["):
                index += 1
                var items: [ADValue] = []
                skipWhiteSpace()
                if consume("]") { return .array(items) }
                repeat {
                    items.append(try value(depth: depth + 1))
                    skipWhiteSpace()
                } while consume(",")
                guard consume("]") else { throw Failure(reason: "expected ']' at byte \(index)") }
                return .array(items)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                guard consumeWord("true") else { throw Failure(reason: "invalid literal at byte \(index)") }
                return .bool(true)
            case UInt8(ascii: "f"):
                guard consumeWord("false") else { throw Failure(reason: "invalid literal at byte \(index)") }
                return .bool(false)
            case UInt8(ascii: "n"):
                guard consumeWord("null") else { throw Failure(reason: "invalid literal at byte \(index)") }
                return .null
            default:
                return try number()
            }
        }

        private mutating func consume(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        private mutating func consumeWord(_ word: String) -> Bool {
            let utf8 = Array(word.utf8)
            guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                return false
            }
            index += utf8.count
            return true
        }

        private mutating func number() throws(Failure) -> ADValue {
            let start = index
            var isReal = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    isReal = true
                } else if !(byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
                {
                    break
                }
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if !isReal, let integer = Int64(text) { return .int(integer) }
            guard !text.isEmpty, let real = Double(text) else {
                throw Failure(reason: "invalid number at byte \(start)")
            }
            return .double(real)
        }

        private mutating func string() throws(Failure) -> String {
            guard consume("\"") else { throw Failure(reason: "expected a string at byte \(index)") }
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(index)
                    index += 1
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if (0xD800..<0xDC00).contains(code), consumeWord("\\u") {
                        let low = try hexQuad()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw Failure(reason: "invalid \\u escape") }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(escape))
                }
                runStart = index
            }
            throw Failure(reason: "unterminated string")
        }

        private mutating func hexQuad() throws(Failure) -> UInt32 {
            guard bytes.count - index >= 4,
                let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { throw Failure(reason: "invalid \\u escape at byte \(index)") }
            index += 4
            return code
        }
    }
}
