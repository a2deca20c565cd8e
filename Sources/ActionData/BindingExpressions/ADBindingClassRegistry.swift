/// The classes a binding expression may name as `<Name>`, with the configuration
/// attributes each accepts.
///
/// Class references are never looked up at run time: a name is valid only when it was
/// registered here. ``standard`` knows `NSNumberFormatter` and `NSDateFormatter`.
///
/// ```swift
/// var registry = ADBindingClassRegistry.standard
/// registry.register("CustomFormatter", attributes: ADBindingAttributeSchema([("format", .text)]))
/// try ADBindingExpression("objectValue { formatter: <CustomFormatter> { format: \"Hello, %@\" } }")
///     .validationErrors(for: .text, registry: registry)      // []
/// ```
public struct ADBindingClassRegistry: Sendable, Hashable {
    private var classes: [String: ADBindingAttributeSchema] = [:]

    /// An empty registry.
    public init() {}

    /// The Foundation formatters, configured like the `numberFormatter`/`dateFormatter` blocks.
    public static let standard: ADBindingClassRegistry = {
        var registry = ADBindingClassRegistry()
        registry.register("NSNumberFormatter", attributes: .numberFormatter)
        registry.register("NSDateFormatter", attributes: .dateFormatter)
        return registry
    }()

    /// Registers `name`; its `{ … }` configuration is checked against `attributes`
    /// (``ADBindingAttributeSchema/open`` accepts anything).
    public mutating func register(_ name: String, attributes: ADBindingAttributeSchema = .open) {
        classes[name] = attributes
    }

    /// The configuration schema of `name`, or `nil` when it is not registered.
    public func attributes(of name: String) -> ADBindingAttributeSchema? { classes[name] }

    /// The registered names, sorted.
    public var names: [String] { classes.keys.sorted() }
}
