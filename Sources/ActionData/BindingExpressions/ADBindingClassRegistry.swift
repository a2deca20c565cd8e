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
    /// Makes a custom formatter from its configuration block's settings (formulas evaluated).
    public typealias FormatterFactory = @Sendable (ADRecord) throws -> any ADCustomFormatter

    private var classes: [String: ADBindingAttributeSchema] = [:]
    private var factories: [String: FormatterFactory] = [:]

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

    /// Registers `name` as a custom formatter: text bindings with `formatter: <name> { … }` (or
    /// `editingFormatter`) show and read text through what `factory` makes from the block's
    /// settings.
    public mutating func register(
        _ name: String, attributes: ADBindingAttributeSchema = .open, formatter factory: @escaping FormatterFactory
    ) {
        classes[name] = attributes
        factories[name] = factory
    }

    /// The custom formatter `name` makes from `settings`, or `nil` when `name` is not a
    /// registered custom formatter.
    /// - Throws: what the factory throws for settings it cannot use.
    public func formatter(_ name: String, settings: ADRecord) throws -> ADConfiguredFormatter? {
        guard let factory = factories[name] else { return nil }
        return ADConfiguredFormatter(className: name, settings: settings, formatter: try factory(settings))
    }

    public static func == (lhs: ADBindingClassRegistry, rhs: ADBindingClassRegistry) -> Bool {
        lhs.classes == rhs.classes && Set(lhs.factories.keys) == Set(rhs.factories.keys)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(classes)
        hasher.combine(Set(factories.keys))
    }

    /// The configuration schema of `name`, or `nil` when it is not registered.
    public func attributes(of name: String) -> ADBindingAttributeSchema? { classes[name] }

    /// The registered names, sorted.
    public var names: [String] { classes.keys.sorted() }
}
