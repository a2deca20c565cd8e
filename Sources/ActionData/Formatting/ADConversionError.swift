import Foundation

/// A value that could not be converted to the kind a control or model field needs.
///
/// The description is a sentence a user can act on; it names the offending value (shortened to
/// 40 characters), the target kind, and the field path when the caller supplied one:
///
/// ```swift
/// do { _ = try ADValue.string("abc").asNumber() }
/// catch { print(error.withPath("quantity")) }   // 'abc' is not a number (field quantity)
/// ```
public struct ADConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text of the value that failed to convert, shortened for messages.
    public var value: String
    /// The kind the value was converted to, for example `number`, `date`, `colour`.
    public var target: String
    /// An optional extra explanation, for example the allowed values of an enum.
    public var detail: String?
    /// The field path or control the value came from, filled in by the caller.
    public var path: ADFieldPath?

    /// Creates an error for `value` that is not a `target`.
    public init(value: String, target: String, detail: String? = nil, path: ADFieldPath? = nil) {
        self.value = Self.shortened(value)
        self.target = target
        self.detail = detail
        self.path = path
    }

    /// A copy naming the field path or control the value came from.
    public func withPath(_ path: ADFieldPath) -> ADConversionError {
        var copy = self
        copy.path = path
        return copy
    }

    public var description: String {
        var text = "'\(value)' is not \(Self.article(for: target)) \(target)"
        if let detail { text += "; \(detail)" }
        if let path { text += " (field \(path.dotted))" }
        return text
    }

    private static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }

    private static func article(for noun: String) -> String {
        guard let first = noun.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
