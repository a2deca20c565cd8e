/// Turns the attribute block of `$color { r: …, g: …, b: …, a: … }` into an ``ADColor``.
///
/// AKABeacon's rule: components are fractions from 0 to 1, unless any component written is
/// greater than 1, in which case all of them are on the 0–255 scale (`{ r: 255, g: 0, b: 0,
/// a: 128 }`, or `{ r: 1, g: 0.5, b: 0 }`). Missing components are 0, except alpha, which is
/// opaque.
enum BindingColorComponents {
    static let names = ["r", "g", "b", "a"]

    static func color(from attributes: [ADBindingAttribute], source: String) throws(ADBindingExpressionError) -> ADColor {
        var numbers: [(name: String, number: Double)] = []
        for attribute in attributes {
            guard names.contains(attribute.name) else {
                throw ADBindingExpressionError(
                    source: source, offset: attribute.nameRange.lowerBound, reason: .unknownAttribute,
                    expected: "a colour component", found: "'\(attribute.name)'", validNames: names)
            }
            guard let number = number(of: attribute.value), (0...255).contains(number) else {
                throw ADBindingExpressionError(
                    source: source, offset: attribute.value.range.lowerBound, reason: .invalidValue,
                    expected: "a number from 0 to 1 (or 0 to 255) for '\(attribute.name)'",
                    found: "'\(attribute.value.range.text(in: source))'")
            }
            numbers.append((attribute.name, number))
        }
        let scale = numbers.contains { $0.number > 1 } ? 1.0 : 255.0
        var channels: [String: UInt8] = ["r": 0, "g": 0, "b": 0, "a": 255]
        for (name, number) in numbers {
            channels[name] = UInt8((number * scale).rounded())
        }
        return ADColor(
            red: channels["r"] ?? 0, green: channels["g"] ?? 0, blue: channels["b"] ?? 0, alpha: channels["a"] ?? 255)
    }

    /// The components the canonical form prints: 0–255 integers, or — when every printed one
    /// is 0 or 1, which would read as fractions — the fractions that read back as the same
    /// colour.
    static func printed(_ color: ADColor) -> [(name: String, text: String)] {
        var channels = [("r", color.red), ("g", color.green), ("b", color.blue)]
        if color.alpha != 255 { channels.append(("a", color.alpha)) }
        guard channels.allSatisfy({ $0.1 <= 1 }) else { return channels.map { ($0.0, String($0.1)) } }
        return channels.map { name, value in
            (name, value == 0 ? "0" : FormulaValues.text(of: Double(value) / 255))
        }
    }

    private static func number(of value: ADBindingExpression) -> Double? {
        guard case .binding(.constant(let constant, _)?, let attributes, _) = value, attributes.isEmpty else { return nil }
        switch constant {
        case .int(let integer): return Double(integer)
        case .double(let real): return real
        default: return nil
        }
    }
}
