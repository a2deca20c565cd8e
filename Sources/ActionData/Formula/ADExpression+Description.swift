/// Canonical printing: keywords in capitals, single spaces, parentheses only where
/// precedence needs them, strings and identifiers quoted so the text parses back to
/// the same tree (apart from source ranges).
extension ADExpression: CustomStringConvertible {
    public var description: String {
        switch self {
        case .literal(let value, _):
            return Self.literalText(value)
        case .field(let path, _):
            return path.components.map(Self.identifierText).joined(separator: ".")
        case .unary(let op, let operand, _):
            switch op {
            case .not: return "NOT " + operand.wrapped(below: 3)
            case .negate, .plus:
                let inner = operand.wrapped(below: 7)
                let spaced = inner.hasPrefix("-") || inner.hasPrefix("+") ? " " + inner : inner
                return op.rawValue + spaced
            }
        case .binary(let op, let left, let right, _):
            return "\(left.wrapped(below: op.precedence)) \(op.rawValue) \(right.wrapped(below: op.precedence + 1))"
        case .match(let op, let value, let pattern, let escape, let negated, _):
            let escapeText = escape.map { " ESCAPE " + $0.wrapped(below: 5) } ?? ""
            return "\(value.wrapped(below: 4)) \(negated ? "NOT " : "")\(op.rawValue) \(pattern.wrapped(below: 5))\(escapeText)"
        case .between(let value, let low, let high, let negated, _):
            return "\(value.wrapped(below: 4)) \(negated ? "NOT " : "")BETWEEN \(low.wrapped(below: 5)) AND \(high.wrapped(below: 5))"
        case .inList(let value, let candidates, let negated, _):
            return "\(value.wrapped(below: 4)) \(negated ? "NOT " : "")IN (\(candidates.map(\.description).joined(separator: ", ")))"
        case .caseWhen(let base, let branches, let otherwise, _):
            var text = "CASE"
            if let base { text += " \(base)" }
            for branch in branches { text += " WHEN \(branch.condition) THEN \(branch.result)" }
            if let otherwise { text += " ELSE \(otherwise)" }
            return text + " END"
        case .call(let name, let arguments, _):
            return "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
        }
    }

    /// How tightly the node's own printed form binds (7 for atoms and prefix operators).
    private var printedPrecedence: Int {
        switch self {
        case .binary(let op, _, _, _): op.precedence
        case .match, .between, .inList: 4
        case .unary(.not, _, _): 3
        default: 7
        }
    }

    private func wrapped(below precedence: Int) -> String {
        printedPrecedence < precedence ? "(\(description))" : description
    }

    private static func literalText(_ value: ADValue) -> String {
        switch value {
        case .null: "NULL"
        case .bool(let flag): flag ? "TRUE" : "FALSE"
        // A negative integer literal comes only from hexadecimal (`0xFFFFFFFFFFFFFFFF`), and
        // only hexadecimal reads back to it (`-1` is a negation of 1).
        case .int(let integer): integer < 0 ? "0x" + String(UInt64(bitPattern: integer), radix: 16, uppercase: true) : String(integer)
        case .double(let real): doubleText(real)
        case .string(let text): quoted(text, by: "'")
        default: quoted(FormulaValues.text(value) ?? "", by: "'")
        }
    }

    /// A real literal that reads back to the same value: an overflowing literal (`1e999`)
    /// is infinite, and prints as one; NaN, which no literal reads as, prints as NULL (its value).
    private static func doubleText(_ real: Double) -> String {
        if real.isNaN { return "NULL" }
        if real.isInfinite { return real < 0 ? "(-1e999)" : "1e999" }
        return real < 0 ? "(\(FormulaValues.text(of: real)))" : FormulaValues.text(of: real)
    }

    /// `text` between `quote`s with each `quote` doubled. Works on scalars: a quote followed
    /// by a combining mark is one `Character`, which a `String` replacement would not find.
    private static func quoted(_ text: String, by quote: Unicode.Scalar) -> String {
        var result = String.UnicodeScalarView()
        result.append(quote)
        for scalar in text.unicodeScalars {
            result.append(scalar)
            if scalar == quote { result.append(quote) }
        }
        result.append(quote)
        return String(result)
    }

    private static func identifierText(_ name: String) -> String {
        ADIdentifier.isPlain(name) ? name : quoted(name, by: "\"")
    }
}
