import ActionData

/// One of Interface Builder's *User Defined Runtime Attributes*: a key path set on an
/// object when the document is loaded.
///
/// All three ways Xcode writes a string value are read — `value="…"`, a child
/// `<string key="value">` and a child `<mutableString key="value">` — with entities
/// decoded and tabs and line breaks kept. Booleans (`YES`/`NO`), numbers
/// (`<integer>`/`<real>`), colours (as `#RRGGBBAA` text) and nil values are read too.
public struct ADRuntimeAttribute: Sendable, Hashable {
    /// The key path, such as `dataPath` or `textBinding_aka`.
    public let keyPath: String
    /// Interface Builder's type name: `string`, `boolean`, `number`, `color`, `image`, `nil`, …
    public let type: String
    /// The value: `.string` for text, `.bool`, `.int` or `.double`, `.null` when absent.
    public let value: ADValue
    /// The 1-based line of the `<userDefinedRuntimeAttribute>` element.
    public let line: Int
    /// The 1-based line where the value's text starts (the child element's line for the
    /// child forms), so that a position inside a multi-line value can be placed.
    public let valueLine: Int
    /// Whether the value is the text of a child element (`<string key="value">`,
    /// `<mutableString key="value">`), whose line breaks are the file's own.
    public let isElementText: Bool

    /// An attribute from its parts.
    public init(keyPath: String, type: String, value: ADValue, line: Int, valueLine: Int, isElementText: Bool) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.line = line
        self.valueLine = valueLine
        self.isElementText = isElementText
    }

    /// An attribute set in code rather than read from a document (a view's binding settings as
    /// UIKit holds them): Interface Builder's type follows the value, and it has no line.
    public init(keyPath: String, value: ADValue) {
        let type = switch value {
        case .null: "nil"
        case .bool: "boolean"
        case .int, .double: "number"
        default: "string"
        }
        self.init(keyPath: keyPath, type: type, value: value, line: 0, valueLine: 0, isElementText: false)
    }

    /// The value as text: strings as they are, other values as they print; `nil` for `.null`.
    public var text: String? {
        switch value {
        case .null: nil
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        default: value.asText()
        }
    }
}
