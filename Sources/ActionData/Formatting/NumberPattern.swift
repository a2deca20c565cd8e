import Foundation

/// A TR35 number pattern split into its positive and optional negative part.
///
/// The pattern is read Unicode scalar by Unicode scalar, as ICU reads it: a quote, `;` or
/// `~` followed by a combining mark is one `Character` in Swift but still that symbol to ICU.
///
/// The split happens at the first `;` outside single quotes, so `#,##0.00;(#,##0.00)` formats
/// negative numbers in parentheses and positive ones without — the sign is never lost.
struct NumberPattern {
    let positive: String
    let negative: String?

    init(_ pattern: String) {
        var inQuote = false
        var splitIndex: String.Index?
        let scalars = pattern.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == "'" { inQuote.toggle() }
            if scalar == ";" && !inQuote {
                splitIndex = index
                break
            }
        }
        if let splitIndex {
            positive = String(scalars[..<splitIndex])
            negative = String(scalars[scalars.index(after: splitIndex)...])
        } else {
            positive = pattern
            negative = nil
        }
    }

    /// `true` when the positive part has a decimal separator, so parsed values stay `Double`.
    var hasFraction: Bool {
        var inQuote = false
        for scalar in positive.unicodeScalars {
            if scalar == "'" { inQuote.toggle() }
            if scalar == "." && !inQuote { return true }
        }
        return false
    }

    /// Whether ICU can build a formatter and parser for the pattern. Its affix matcher aborts
    /// the process on an unquoted `~` (the approximately sign) and on six or more `¤` in a
    /// row; control characters and an unclosed quote make Foundation trap. Such patterns are
    /// refused for formatting and parsing alike.
    var isSupported: Bool {
        // Control characters (NUL among them) cut the pattern short on its way to ICU, and
        // an unclosed quote makes ICU reject it; Foundation then traps in `string(from:)`.
        if positive.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            || (negative ?? "").unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return false
        }
        for part in [positive, negative] {
            guard let part else { continue }
            var inQuote = false
            var currencyRun = 0
            for scalar in part.unicodeScalars {
                if scalar == "'" { inQuote.toggle() }
                if inQuote {
                    currencyRun = 0
                    continue
                }
                if scalar == "~" { return false }
                currencyRun = scalar == "¤" ? currencyRun + 1 : 0
                if currencyRun >= 6 { return false }
            }
            if inQuote { return false }
        }
        return true
    }

    /// Whether Foundation can format a number of this magnitude with this pattern.
    ///
    /// A rounding increment (a digit 1–9 in the number, as in `#,##0.05` or `1.01`) makes
    /// `NumberFormatter.string(from:)` trap on Linux once the value's integer digits plus
    /// the increment's digit places pass about 31 (`format(1e40, '1.1')`); the rounding
    /// is meaningless at that precision anyway. Patterns without an increment format any
    /// finite value.
    func canFormat(magnitude: Double) -> Bool {
        guard let fractionDigits = Self.roundingIncrementFractionDigits(positive, negative) else { return true }
        guard magnitude.isFinite else { return true }
        // Digits of the value (at most 309), plus 3 of room for % and ‰.
        let integerDigits = magnitude < 1 ? 1 : Int(Foundation.log10(magnitude).rounded(.down)) + 4
        return integerDigits + fractionDigits <= Self.maximumIncrementDigits
    }

    /// Integer plus fraction digits a rounding increment may span; Foundation traps from 32.
    static let maximumIncrementDigits = 28

    /// The number of digit places (`0`–`9`, `#`) when a subpattern has a rounding increment,
    /// else `nil`.
    private static func roundingIncrementFractionDigits(_ parts: String?...) -> Int? {
        var result: Int?
        for part in parts {
            guard let part else { continue }
            var inQuote = false
            var fractionDigits = 0
            var hasIncrement = false
            for scalar in part.unicodeScalars {
                if scalar == "'" { inQuote.toggle() }
                if inQuote { continue }
                if ("0"..."9").contains(scalar) || scalar == "#" {
                    // Every digit place counts: an increment such as `1000…0` is as hard on
                    // Foundation's precision as one with as many decimals.
                    fractionDigits += 1
                    if scalar != "0" && scalar != "#" { hasIncrement = true }
                }
            }
            if hasIncrement { result = max(result ?? 0, fractionDigits) }
        }
        return result
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
