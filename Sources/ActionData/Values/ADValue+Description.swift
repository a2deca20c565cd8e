import Foundation

extension ADValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// A compact, JSON-like rendering for logs and error messages.
    ///
    /// Strings are quoted, dates are ISO 8601, data shows its byte count. This is not
    /// the JSON bridge; use it only for people to read.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return quoted(value)
        case .data(let value): return "<\(value.count) bytes>"
        case .date(let value): return value.formatted(.iso8601)
        case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .record(let record): return record.description
        }
    }

    public var debugDescription: String { "ADValue(\(description))" }
}

/// The text between double quotes with `"` and `\` escaped, as a message shows a string value.
func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default: result.append(character)
        }
    }
    return result + "\""
}
