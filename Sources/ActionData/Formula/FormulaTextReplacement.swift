import Foundation

/// `replace(text, pattern, with)` measured before it is built.
///
/// Matches are literal, Unicode scalar for Unicode scalar, as SQLite's byte-wise `replace`
/// finds them in UTF-8 text (`é` written as one scalar does not match `e` and a combining
/// accent). The result's length is summed from the matches first, so a replacement that would
/// pass ``ADEvaluationLimits/maximumLength`` throws without allocating the result.
enum FormulaTextReplacement {
    static func replace(_ pattern: String, in text: String, with replacement: String, budget: FormulaBudget)
        throws(ADEvaluationError) -> String
    {
        let scalars = text.unicodeScalars
        var matches: [Range<String.Index>] = []
        var length = text.utf8.count
        let added = replacement.utf8.count
        var searchStart = scalars.startIndex
        while searchStart < scalars.endIndex,
            let found = text.range(of: pattern, options: .literal, range: searchStart..<scalars.endIndex)
        {
            // Foundation has answered ranges outside the one searched (its non-literal search
            // ignores NUL characters past the end of the text); such an answer ends the search.
            guard !found.isEmpty, found.lowerBound >= searchStart, found.upperBound <= scalars.endIndex else { break }
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
        var result = String.UnicodeScalarView()
        result.reserveCapacity(length)
        var copied = scalars.startIndex
        for match in matches {
            result.append(contentsOf: scalars[copied..<match.lowerBound])
            result.append(contentsOf: replacement.unicodeScalars)
            copied = match.upperBound
        }
        result.append(contentsOf: scalars[copied...])
        return String(result)
    }
}
