import ActionData
import ArgumentParser

/// The custom formatters `--formatter NAME` (repeatable) names on `lint` and `serve`: each is
/// registered as a ``TemplateFormatter`` that accepts any configuration attributes.
enum CommandFormatters {
    /// The standard registry with `names` added as template formatters.
    /// - Throws: `ValidationError` naming a name that is not an identifier or is built in.
    static func registry(adding names: [String]) throws -> ADBindingClassRegistry {
        var registry = ADBindingClassRegistry.standard
        let builtIn = Set(ADBindingClassRegistry.standard.names)
        for name in names {
            guard ADIdentifier.isIdentifier(name) else {
                throw ValidationError("--formatter \"\(name)\" is not a class name: use letters (of any script), digits, _ and $, not starting with a digit.")
            }
            guard !builtIn.contains(name) else {
                throw ValidationError("--formatter \(name) is built in; give the names of custom formatters only.")
            }
            registry.register(name, attributes: .open) { settings in TemplateFormatter(settings: settings) }
        }
        return registry
    }
}
