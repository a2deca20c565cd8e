/// Finds where the formula parts of a binding expression begin and end.
///
/// A formula may contain quotes, parentheses and commas (inside calls), so its end is
/// found by scanning: quoted text (`'…'`, `"…"`, doubled quotes inside) is skipped,
/// parentheses are counted, and the formula ends before the first `{` (an attribute
/// block), `}`, `]` or `:` (none of which a formula uses), or — outside parentheses —
/// before a `,` or a `$when`, `$whenNot` or `$else` that starts the next branch.
enum BindingFormulaScanner {
    /// The offset just past the formula starting at `start`.
    static func formulaEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        let stop = firstStop(in: scalars, from: start) { index, depth in
            switch scalars[index] {
            case "{", "}", "]", ":": true
            case ",": depth == 0
            case "$": depth == 0 && dollarWord(in: scalars, at: index).map(branchWords.contains) == true
            default: false
            }
        }
        return stop ?? scalars.count
    }

    /// The offset of the `)` that closes a parenthesis opened just before `start`.
    static func closingParenthesis(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        firstStop(in: scalars, from: start) { _, _ in false }
    }

    /// The words that start the next branch of a conditional.
    static let branchWords: Set<String> = ["$when", "$whenNot", "$else"]

    /// The first offset from `start`, outside quoted runs, that is a `)` closing a parenthesis
    /// opened before `start` or where `stops(offset, depth)` holds (`depth` counting the
    /// parentheses opened since `start`); `nil` at the end of the text.
    private static func firstStop(
        in scalars: [Unicode.Scalar], from start: Int, where stops: (Int, Int) -> Bool
    ) -> Int? {
        var depth = 0
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "'", "\"":
                index = quoteEnd(in: scalars, from: index)
                continue
            case "(":
                depth += 1
            case ")":
                if depth == 0 { return index }
                depth -= 1
            default:
                if stops(index, depth) { return index }
            }
            index += 1
        }
        return nil
    }

    /// `range` without leading and trailing whitespace.
    static func trimmed(_ scalars: [Unicode.Scalar], _ range: ADSourceRange) -> ADSourceRange {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, scalars[lower].properties.isWhitespace { lower += 1 }
        while upper > lower, scalars[upper - 1].properties.isWhitespace { upper -= 1 }
        return ADSourceRange(lower, upper)
    }

    /// The `$` followed by identifier characters at `index`, if there is one.
    static func dollarWord(in scalars: [Unicode.Scalar], at index: Int) -> String? {
        guard index < scalars.count, scalars[index] == "$" else { return nil }
        var end = index + 1
        while end < scalars.count, ADIdentifier.isPart(scalars[end]) { end += 1 }
        guard end > index + 1 else { return nil }
        return String(String.UnicodeScalarView(scalars[index..<end]))
    }

    /// The scalar offset of a 1-based line and column in `text`.
    static func offset(ofLine line: Int, column: Int, in text: String) -> Int {
        var currentLine = 1
        var offset = 0
        for scalar in text.unicodeScalars {
            if currentLine == line { break }
            offset += 1
            if scalar == "\n" { currentLine += 1 }
        }
        return offset + column - 1
    }

    /// The offset just past a quoted run starting at `start` (or the end of the text when
    /// it is not closed; the formula parser then reports the open quote).
    private static func quoteEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        let quote = scalars[start]
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == quote {
                if index + 1 < scalars.count, scalars[index + 1] == quote {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return scalars.count
    }
}
