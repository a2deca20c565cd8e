import ActionData
import Foundation

/// Writes ``ADValue``s as compact JSON for the `eval` command: booleans as `true`/`false`,
/// NULL as `null`, dates as ISO 8601 strings, data as base64 strings, records as objects
/// in field order. Reals keep a fractional part (`2.0`); non-finite reals become `null`.
enum JSONValueWriter {
    static func json(_ value: ADValue) -> String {
        var output = ""
        write(value, into: &output)
        return output
    }

    static func json(string: String) -> String {
        var output = ""
        writeString(string, into: &output)
        return output
    }

    private static func write(_ value: ADValue, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let integer): output += String(integer)
        case .double(let real):
            if !real.isFinite {
                output += "null"
            } else if real == real.rounded(.towardZero), abs(real) < 1e15 {
                output += String(Int64(real)) + ".0"
            } else {
                output += String(real)
            }
        case .string(let text): writeString(text, into: &output)
        case .date(let date): writeString(date.formatted(.iso8601), into: &output)
        case .data(let data): writeString(data.base64EncodedString(), into: &output)
        case .array(let elements):
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                write(element, into: &output)
            }
            output += "]"
        case .record(let record):
            output += "{"
            for (offset, field) in record.enumerated() {
                if offset > 0 { output += "," }
                writeString(field.key, into: &output)
                output += ":"
                write(field.value, into: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
