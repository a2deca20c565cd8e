/// The one rule for names: formula fields, binding-expression attributes, enum constants,
/// `$data`/`$root` key paths, `$name` substitutions and the class names of custom formatters.
///
/// A name starts with an ASCII letter, `_`, `$` or any non-ASCII scalar that is not
/// whitespace, and continues with those and the ASCII digits `0`–`9`. So `prix`, `größe`,
/// `Ωmega`, `имя`, `名前`, `اسم`, `e\u{301}te`, `row_2` and `$fn` are names; `2nd`,
/// `first name` and `a-b` are not, and are written in double quotes in a formula.
///
/// Every non-ASCII scalar counts so that text in any script, decomposed or not, is a name
/// without a table of scripts; whitespace does not, so that a name never hides a space.
/// In a binding expression a `$` at the start of a word is a sigil (`$data`, `$when`, `$enum`),
/// which is why a formula prints a name containing `$` in quotes (see ``isPlain(_:)``).
public enum ADIdentifier {
    /// Whether `scalar` may start a name.
    public static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIIStart(UInt8(truncatingIfNeeded: scalar.value)) : !scalar.properties.isWhitespace
    }

    /// Whether `scalar` may continue a name.
    public static func isPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIIPart(UInt8(truncatingIfNeeded: scalar.value)) : !scalar.properties.isWhitespace
    }

    /// Whether `name` is one name by this rule.
    public static func isIdentifier(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isStart(first) else { return false }
        while let scalar = scalars.next() {
            guard isPart(scalar) else { return false }
        }
        return true
    }

    /// Whether `name` may be printed without quotes in a formula and read back as the same
    /// field from a formula or a binding expression: a name that contains no `$` (a sigil
    /// in binding expressions) and is not a keyword.
    public static func isPlain(_ name: String) -> Bool {
        isIdentifier(name) && !name.unicodeScalars.contains("$") && FormulaKeyword.byUppercasedName[name.uppercased()] == nil
    }

    /// Whether the ASCII byte `byte` may start a name: a letter, `_` or `$`.
    static func isASCIIStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
    }

    /// Whether the ASCII byte `byte` may continue a name: a start or a digit.
    static func isASCIIPart(_ byte: UInt8) -> Bool {
        isASCIIStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
