import Foundation

/// `replace(text, pattern, with)` measured before it is built.
///
/// The matches are those of Foundation's `replacingOccurrences(of:with:)` (a non-literal
/// search, so canonically equivalent spellings match); the result's length is summed from
/// them first, so a replacement that would pass ``ADEvaluationLimits/maximumLength`` throws
/// without allocating the result.
enum FormulaTextReplacement {
    static func replace(_ pattern: String, in text: String, with replacement: String, budget: FormulaBudget)
        throws(ADEvaluationError) -> String
    {
        var matches: [Range<String.Index>] = []
        var length = text.utf8.count
        let added = replacement.utf8.count
        var searchStart = text.startIndex
        while searchStart < text.endIndex,
            let found = text.range(of: pattern, range: searchStart..<text.endIndex)
        {
            guard !found.isEmpty else {
                searchStart = text.index(after: found.lowerBound)
                continue
            }
            matches.append(found)
            let removed = text.utf8.distance(from: found.lowerBound, to: found.upperBound)
            let (grown, overflow) = length.addingReportingOverflow(added - removed)
            length = overflow ? Int.max : grown
            // A growing replacement stops as soon as it passes the limit.
            if added > removed { try budget.checkLength(length, operation: "replace") }
            searchStart = found.upperBound
        }
        if matches.isEmpty { return text }
        try budget.checkLength(length, operation: "replace")
        var result = ""
        result.reserveCapacity(length)
        var copied = text.startIndex
        for match in matches {
            result += text[copied..<match.lowerBound]
            result += replacement
            copied = match.upperBound
        }
        result += text[copied...]
        return result
    }
}
