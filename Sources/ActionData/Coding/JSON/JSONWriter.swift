import Foundation

/// Writes ``ADValue``s as JSON text: records as objects in field order, dates as ISO 8601
/// text with milliseconds, data as base64 text, reals always with a fractional part or an
/// exponent (`2.0`) so they read back as reals.
struct JSONWriter {
    private let prettyPrinted: Bool
    private let nonFiniteNumbers: ADNonFiniteNumberStrategy
    private var output = ""

    /// The JSON text of `value`.
    static func text(
        of value: ADValue, prettyPrinted: Bool = false, nonFiniteNumbers: ADNonFiniteNumberStrategy = .throwError
    ) throws(ADCodingError) -> String {
        var writer = JSONWriter(prettyPrinted: prettyPrinted, nonFiniteNumbers: nonFiniteNumbers)
        var path: [String] = []
        try writer.write(value, path: &path, indent: 0)
        return writer.output
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var writer = JSONWriter(prettyPrinted: false, nonFiniteNumbers: .null)
        writer.writeString(text)
        return writer.output
    }

    private init(prettyPrinted: Bool, nonFiniteNumbers: ADNonFiniteNumberStrategy) {
        self.prettyPrinted = prettyPrinted
        self.nonFiniteNumbers = nonFiniteNumbers
    }

    private mutating func write(_ value: ADValue, path: inout [String], indent: Int) throws(ADCodingError) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let integer): output += String(integer)
        case .double(let real): try writeReal(real, path: path)
        case .string(let text): writeString(text)
        case .date(let date): writeString(ISO8601Text.string(from: date))
        case .data(let data): writeString(data.base64EncodedString())
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                newline(indent + 1)
                path.append(String(offset))
                try write(element, path: &path, indent: indent + 1)
                path.removeLast()
            }
            if !elements.isEmpty { newline(indent) }
            output += "]"
        case .record(let record):
            output += "{"
            for (offset, field) in record.fields.enumerated() {
                if offset > 0 { output += "," }
                newline(indent + 1)
                writeString(field.key)
                output += prettyPrinted ? ": " : ":"
                path.append(field.key)
                try write(field.value, path: &path, indent: indent + 1)
                path.removeLast()
            }
            if !record.isEmpty { newline(indent) }
            output += "}"
        }
    }

    private mutating func newline(_ indent: Int) {
        guard prettyPrinted else { return }
        output += "\n" + String(repeating: "  ", count: indent)
    }

    private mutating func writeReal(_ real: Double, path: [String]) throws(ADCodingError) {
        guard real.isFinite else {
            switch nonFiniteNumbers {
            case .null:
                output += "null"
                return
            case .throwError:
                throw ADCodingError(.dataCorrupted("\(real) cannot be written as JSON"), at: ADFieldPath(components: path))
            }
        }
        if real == real.rounded(.towardZero), abs(real) < 1e15 {
            output += String(Int64(real)) + ".0"
        } else {
            output += String(real)
        }
    }

    private mutating func writeString(_ text: String) {
        output += "\""
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            output += text
            output += "\""
            return
        }
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
}
