/// Canonical printing: single spaces, `{ name: value, … }` blocks, `"…"` strings with
/// backslash escapes, `$true`/`$false`, `.Name` or `$enum.Type.Name`, `$color { … }`
/// and formulas in ``ADExpression``'s canonical form. The text parses back to an
/// equivalent tree (see ``ADBindingExpression/isEquivalent(to:)``).
extension ADBindingExpression: CustomStringConvertible {
    public var description: String {
        switch self {
        case .binding(let primary, let attributes, _):
            let block = Self.blockText(attributes)
            guard let primary else { return block }
            return attributes.isEmpty ? primary.description : "\(primary) \(block)"
        case .conditional(let branches, let otherwise, _):
            var parts = branches.map { branch in
                "\(branch.negated ? "$whenNot" : "$when")(\(branch.conditionText)) \(branch.body)"
            }
            if let otherwise { parts.append("$else \(otherwise)") }
            return parts.joined(separator: " ")
        }
    }

    static func blockText(_ attributes: [ADBindingAttribute]) -> String {
        attributes.isEmpty ? "{}" : "{ " + attributes.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + " }"
    }
}

extension ADBindingPrimary: CustomStringConvertible {
    public var description: String {
        switch self {
        case .formula(let formula, _):
            let text = formula.expression.description
            // A leading double quote would read as a string constant. Compared by scalar: a
            // quote followed by a combining mark is one Character, which `hasPrefix` misses.
            return text.unicodeScalars.first == "\"" ? "(\(text))" : text
        case .constant(let value, _):
            return Self.constantText(value)
        case .enumConstant(let type, let name, _):
            return type.map { "$enum.\($0).\(name)" } ?? ".\(name)"
        case .color(let color, _):
            return "$color { " + BindingColorComponents.printed(color).map { "\($0.name): \($0.text)" }.joined(separator: ", ") + " }"
        case .array(let elements, _):
            return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .classReference(let name, _):
            return "<\(name)>"
        case .scopedKeyPath(let scope, let path, _):
            return path.map { "\(scope.keyword).\($0.expression)" } ?? scope.keyword
        case .optionSet(let names, _):
            return names.isEmpty ? "{}" : "{ " + names.map { ".\($0)" }.joined(separator: ", ") + " }"
        }
    }

    private static func constantText(_ value: ADValue) -> String {
        switch value {
        case .null: "NULL"
        case .bool(let flag): flag ? "$true" : "$false"
        case .int(let integer): String(integer)
        case .double(let real) where real.isInfinite: real > 0 ? "1e999" : "-1e999"
        case .double(let real): FormulaValues.text(of: real)
        case .string(let text): quoted(text)
        default: quoted(FormulaValues.text(value) ?? "")
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension ADBindingBranch {
    /// The condition as printed: the formula, or the quoted text and its substitutions.
    var conditionText: String {
        if let testedClass { return "<\(testedClass)>" }
        guard let template else {
            // A leading double quote would read as a quoted condition (`$when("null")` is the
            // formula NULL): parenthesised, the quoted field name stays a field.
            let text = condition.expression.description
            return text.unicodeScalars.first == "\"" ? "(\(text))" : text
        }
        let quoted = ADBindingPrimary.quoted(template)
        return substitutions.isEmpty ? quoted : "\(quoted) \(ADBindingExpression.blockText(substitutions))"
    }
}
