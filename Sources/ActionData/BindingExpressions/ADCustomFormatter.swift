/// A formatter a library user supplies for `formatter: <Name> { … }` in a text binding: how a
/// value is shown and how typed text is read back.
///
/// Register a factory for it on an ``ADBindingClassRegistry``; the factory receives the
/// `{ … }` configuration block with its formula settings evaluated:
///
/// ```swift
/// struct Greeting: ADCustomFormatter {
///     let format: String
///     func text(for value: ADValue) throws -> String { format.replacingOccurrences(of: "%@", with: value.asText()) }
///     func value(from text: String) throws -> ADValue { .string(text) }
/// }
/// var registry = ADBindingClassRegistry.standard
/// registry.register("CustomFormatter", attributes: ADBindingAttributeSchema([("format", .text)])) { settings in
///     Greeting(format: settings["format"]?.stringValue ?? "%@")
/// }
/// ```
public protocol ADCustomFormatter: Sendable {
    /// The text shown for `value` (never called for `NULL`, which shows as
    /// `textForUndefinedValue`).
    func text(for value: ADValue) throws -> String
    /// The value of typed `text`.
    func value(from text: String) throws -> ADValue
}

/// A registered custom formatter made for one configuration block; equal when the class name
/// and the configuration are.
public struct ADConfiguredFormatter: Sendable, Hashable {
    /// The registered class name, such as `CustomFormatter`.
    public let className: String
    /// The configuration's settings by attribute name, formulas evaluated.
    public let settings: ADRecord
    /// The formatter the registry's factory made.
    public let formatter: any ADCustomFormatter

    /// A configured formatter from its parts.
    public init(className: String, settings: ADRecord, formatter: any ADCustomFormatter) {
        self.className = className
        self.settings = settings
        self.formatter = formatter
    }

    public static func == (lhs: ADConfiguredFormatter, rhs: ADConfiguredFormatter) -> Bool {
        lhs.className == rhs.className && lhs.settings == rhs.settings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(className)
        hasher.combine(settings)
    }
}
