/// Compiles AKABeacon's quoted conditions: `"$fn > 0 AND $ln > 0"` with the substitutions
/// `{ fn: …, ln: … }`.
///
/// Each `$name` becomes the quoted field name `"$name"`, which no record field can be
/// confused with; ``ADBindingBranch/holds(in:data:)`` evaluates the substitutions and supplies
/// their values under those names.
enum BindingConditionTemplate {
    /// A mistake in the quoted text, at a scalar offset of the text.
    struct Failure: Error {
        let offset: Int
        let reason: ADBindingExpressionError.Reason
        let expected: String
        let found: String
    }

    /// The field name a substitution's value is supplied under.
    static func fieldName(of name: String) -> String { "$" + name }

    /// The condition formula for `template`, whose `$name`s must all be in `names`.
    static func formula(_ template: String, names: [String]) throws(Failure) -> ADFormula {
        let scalars = Array(template.unicodeScalars)
        var text = String.UnicodeScalarView()
        var offsets: [Int] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" || scalar == "\"" {
                let end = quoteEnd(scalars, from: index)
                for position in index..<end {
                    text.append(scalars[position])
                    offsets.append(position)
                }
                index = end
                continue
            }
            guard let word = BindingFormulaScanner.dollarWord(in: scalars, at: index) else {
                text.append(scalar)
                offsets.append(index)
                index += 1
                continue
            }
            let name = String(word.dropFirst())
            guard names.contains(name) else {
                throw Failure(
                    offset: index, reason: .unknownAttribute, expected: "a substitution named in the condition's { … } block",
                    found: "'\(word)'")
            }
            for scalar in "\"\(word)\"".unicodeScalars {
                text.append(scalar)
                offsets.append(index)
            }
            index += word.unicodeScalars.count
        }
        let source = String(text)
        do {
            return try ADFormula(source)
        } catch {
            let position = BindingFormulaScanner.offset(ofLine: error.line, column: error.column, in: source)
            let offset = offsets.indices.contains(position) ? offsets[position] : scalars.count
            throw Failure(offset: offset, reason: .invalidFormula(error.reason), expected: error.expected, found: error.found)
        }
    }

    private static func quoteEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == scalars[start] {
                if index + 1 < scalars.count, scalars[index + 1] == scalars[start] {
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
