import Foundation

/// A TR35 number pattern split into its positive and optional negative part.
///
/// The split happens at the first `;` outside single quotes, so `#,##0.00;(#,##0.00)` formats
/// negative numbers in parentheses and positive ones without — the sign is never lost.
struct NumberPattern {
    let positive: String
    let negative: String?

    init(_ pattern: String) {
        var inQuote = false
        var splitIndex: String.Index?
        for index in pattern.indices {
            let character = pattern[index]
            if character == "'" { inQuote.toggle() }
            if character == ";" && !inQuote {
                splitIndex = index
                break
            }
        }
        if let splitIndex {
            positive = String(pattern[..<splitIndex])
            negative = String(pattern[pattern.index(after: splitIndex)...])
        } else {
            positive = pattern
            negative = nil
        }
    }

    /// `true` when the positive part has a decimal separator, so parsed values stay `Double`.
    var hasFraction: Bool {
        var inQuote = false
        for character in positive {
            if character == "'" { inQuote.toggle() }
            if character == "." && !inQuote { return true }
        }
        return false
    }

    func makeFormatter(locale: Locale) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.positiveFormat = positive
        if let negative, !negative.isEmpty {
            formatter.negativeFormat = negative
        } else {
            formatter.negativeFormat = "-" + positive
        }
        return formatter
    }
}
