import ActionData

/// The AKABeacon binding texts a view takes from Interface Builder's inspectables, parsed for
/// their kind, with the texts that did not parse by inspectable name.
struct InspectableBindings {
    /// The binding texts that did not parse or name attributes their kind does not know.
    private(set) var errors: [String: ADBindingExpressionError] = [:]

    /// The expression `source` gives as a binding of `kind`; `nil` for an empty text, or for a
    /// text that does not parse, whose error is kept under `name`.
    mutating func parse(_ source: String, as kind: ADBindingKind, for name: String) -> ADBindingExpression? {
        errors[name] = nil
        guard !source.allSatisfy(\.isWhitespace) else { return nil }
        do {
            return try ADBindingExpression(source, kind: kind)
        } catch {
            errors[name] = error
            return nil
        }
    }

    /// Applies the font or style binding `keyPath` (`fontBinding_aka`, `styleBinding_aka`) to
    /// `model`, as the bound text views take them; other bindings are left to a binding behavior.
    mutating func apply(_ keyPath: String, source: String, to model: ADControlModel) {
        switch keyPath {
        case "fontBinding_aka": model.fontBinding = parse(source, as: .font, for: keyPath)
        case "styleBinding_aka": model.styleBinding = parse(source, as: .style, for: keyPath)
        default: break
        }
    }
}
