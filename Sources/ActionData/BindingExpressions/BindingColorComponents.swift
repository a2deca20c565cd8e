/// Turns the attribute block of `$color { r: …, g: …, b: …, a: … }` into an ``ADColor``.
///
/// Integer components are 0–255; a component written with a decimal point is a
/// fraction from 0.0 to 1.0 (so `a: 0.5` is half transparent). Missing components are
/// 0, except alpha, which is opaque.
enum BindingColorComponents {
    static let names = ["r", "g", "b", "a"]

    static func color(from attributes: [ADBindingAttribute], source: String) throws(ADBindingExpressionError) -> ADColor {
        var channels: [String: UInt8] = ["r": 0, "g": 0, "b": 0, "a": 255]
        for attribute in attributes {
            guard names.contains(attribute.name) else {
                throw ADBindingExpressionError(
                    source: source, offset: attribute.nameRange.lowerBound, reason: .unknownAttribute,
                    expected: "a colour component", found: "'\(attribute.name)'", validNames: names)
            }
            guard let channel = channel(of: attribute.value) else {
                throw ADBindingExpressionError(
                    source: source, offset: attribute.value.range.lowerBound, reason: .invalidValue,
                    expected: "a number from 0 to 255 (or 0.0 to 1.0) for '\(attribute.name)'",
                    found: "'\(attribute.value.range.text(in: source))'")
            }
            channels[attribute.name] = channel
        }
        return ADColor(
            red: channels["r"] ?? 0, green: channels["g"] ?? 0, blue: channels["b"] ?? 0, alpha: channels["a"] ?? 255)
    }

    private static func channel(of value: ADBindingExpression) -> UInt8? {
        guard case .binding(.constant(let constant, _)?, let attributes, _) = value, attributes.isEmpty else { return nil }
        switch constant {
        case .int(let integer):
            return (0...255).contains(integer) ? UInt8(integer) : nil
        case .double(let fraction):
            return (0...1).contains(fraction) ? UInt8((fraction * 255).rounded()) : nil
        default:
            return nil
        }
    }
}
