import Foundation

/// Why a model could not be encoded into, or decoded from, a record or JSON.
///
/// Every error names the full field path it happened at, so a form can point at the
/// control bound to it:
///
/// ```swift
/// do {
///     let person = try ADRecordDecoder().decode(Person.self, from: record)
/// } catch {
///     print(error)   // addresses.home.zip: expected string, found int (94103)
/// }
/// ```
public struct ADCodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The value has the wrong kind for the model's type, and no form conversion applies.
        case typeMismatch(expected: String, found: ADValue.Kind)
        /// A non-optional field holds `null`.
        case valueNotFound(expected: String)
        /// A non-optional field is missing from the record.
        case keyNotFound
        /// A number does not fit the model's numeric type (for example 300 into `UInt8`).
        case outOfRange(value: String, type: String)
        /// The value has the right kind but cannot be read (a malformed UUID, a date that
        /// does not match the pattern, an enum raw value with no case, a non-finite number in JSON).
        case dataCorrupted(String)
        /// JSON text is not well formed at the given 1-based line and column.
        case invalidJSON(line: Int, column: Int, expected: String)
        /// An error thrown by the model's own `encode(to:)` or `init(from:)`.
        case underlying(String)
    }

    /// The field the error happened at; empty for the top level.
    public var path: ADFieldPath
    /// What went wrong.
    public var kind: Kind

    /// A short form of the value found, for type mismatches of scalar values.
    public var foundValue: String?

    /// An error of `kind` at `path`.
    public init(_ kind: Kind, at path: ADFieldPath) {
        self.kind = kind
        self.path = path
    }

    public var description: String {
        let location = path.components.isEmpty ? "top level" : path.dotted
        switch kind {
        case .typeMismatch(let expected, let found):
            return "\(location): expected \(expected), found \(found)" + (foundValue.map { " (\($0))" } ?? "")
        case .valueNotFound(let expected):
            return "\(location): expected \(expected), found null"
        case .keyNotFound:
            return "\(location): required field is missing"
        case .outOfRange(let value, let type):
            return "\(location): \(value) is out of range for \(type)"
        case .dataCorrupted(let detail):
            return "\(location): \(detail)"
        case .invalidJSON(let line, let column, let expected):
            return "invalid JSON at line \(line), column \(column): expected \(expected)"
        case .underlying(let message):
            return "\(location): \(message)"
        }
    }
}

extension ADCodingError {
    /// A type mismatch that shows a short form of the offending value next to its kind,
    /// as in `expected string, found int (94103)`.
    static func mismatch(expected: String, found value: ADValue, at path: ADFieldPath) -> ADCodingError {
        var error = ADCodingError(.typeMismatch(expected: expected, found: value.kind), at: path)
        switch value {
        case .string(let text): error.foundValue = quoted(String(text.prefix(40)))
        case .int, .double, .bool: error.foundValue = value.description
        default: break
        }
        return error
    }
}
