import ActionData

/// The classes the AKABeacon fixtures name, as a library user registers them:
/// `<CustomFormatter> { format: "Hello, %@" }` greets, `<PriceFormatter>` is known by its
/// attributes only. The storyboard tests and the UIKit tests build the fixtures with it.
public enum AKABeaconFixtureRegistry {
    /// The standard registry with the fixtures' two classes.
    public static let registry: ADBindingClassRegistry = {
        var registry = ADBindingClassRegistry.standard
        registry.register("CustomFormatter", attributes: ADBindingAttributeSchema([("format", .text)])) { settings in
            Greeting(format: settings["format"]?.stringValue ?? "%@")
        }
        registry.register("PriceFormatter", attributes: ADBindingAttributeSchema([("currency", .text)]))
        return registry
    }()
}

/// `<CustomFormatter>`: the value put in place of the format's `%@`.
private struct Greeting: ADCustomFormatter {
    let format: String
    func text(for value: ADValue) throws -> String { format.replacingOccurrences(of: "%@", with: value.asText()) }
    func value(from text: String) throws -> ADValue { .string(text) }
}
