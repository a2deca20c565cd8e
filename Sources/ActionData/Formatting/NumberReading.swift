import Foundation

/// Reads number text whole. `NumberFormatter.number(from:)` reads the longest beginning it
/// can: in `de_DE` without grouping `1.234,50` reads as 1, and in `en_US` `1.234,50` as
/// 1.234 — a German number typed in an American field would be stored wrong without a word.
///
/// A number is taken only when the text's significant digits (any script's digits) are the
/// number's, and every other character of the text is a space or one the formatter writes:
/// its separators, signs, symbols and affixes.
enum NumberReading {
    /// The digits compared exactly; longer text is compared on its first digits, as a `Double`
    /// keeps about 15 to 17.
    private static let exactDigits = 15

    /// The number `formatter` reads from the whole of `text`, or `nil`.
    static func number(from text: String, using formatter: NumberFormatter) -> NSNumber? {
        guard let number = formatter.number(from: text), number.doubleValue.isFinite else { return nil }
        if usesExponent(formatter) || !scalesByPowerOfTen(formatter.multiplier) { return number }
        guard let written = significantDigits(of: text, allowed: symbols(of: formatter)) else { return nil }
        let read = significantDigits(of: Swift.abs(number.doubleValue))
        if written.count <= exactDigits { return written == read ? number : nil }
        let compared = exactDigits - 1
        return read.count >= compared && written.prefix(compared) == read.prefix(compared) ? number : nil
    }

    /// The digits of `text` without leading and trailing zeros, in ASCII; `nil` when it has a
    /// character that is neither a digit, a space nor one of `allowed`.
    private static func significantDigits(of text: String, allowed: Set<Unicode.Scalar>) -> String? {
        var digits = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue, let digit = Int(exactly: value) {
                digits.append(String(digit))
            } else if !scalar.properties.isWhitespace && !allowed.contains(scalar) {
                return nil
            }
        }
        return trimmingZeros(digits)
    }

    /// The digits of `value` rounded to ``exactDigits`` significant digits, without leading and
    /// trailing zeros: a formatter that divides (percent) leaves noise beyond them.
    private static func significantDigits(of value: Double) -> String {
        let scientific = String(format: "%.\(exactDigits - 1)e", value)
        let mantissa = scientific.split(separator: "e").first.map(String.init) ?? ""
        return trimmingZeros(mantissa.filter(\.isASCIIDigit))
    }

    private static func trimmingZeros(_ digits: String) -> String {
        String(digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.reversed())
    }

    /// Every character the formatter may write besides digits.
    private static func symbols(of formatter: NumberFormatter) -> Set<Unicode.Scalar> {
        let texts: [String?] = [
            formatter.decimalSeparator, formatter.groupingSeparator, formatter.currencyDecimalSeparator,
            formatter.currencyGroupingSeparator, formatter.minusSign, formatter.plusSign, formatter.percentSymbol,
            formatter.perMillSymbol, formatter.currencySymbol, formatter.internationalCurrencySymbol,
            formatter.positivePrefix, formatter.positiveSuffix, formatter.negativePrefix, formatter.negativeSuffix,
            formatter.paddingCharacter, "-", "+",
        ]
        return Set(texts.compactMap(\.self).flatMap(\.unicodeScalars))
    }

    /// Whether the formatter writes an exponent, whose digits are not the number's.
    private static func usesExponent(_ formatter: NumberFormatter) -> Bool {
        formatter.numberStyle == .scientific || (formatter.positiveFormat as String?)?.contains("E") == true
    }

    /// Whether a multiplier only moves the decimal point (none, 100 for percent, 1000 …).
    private static func scalesByPowerOfTen(_ multiplier: NSNumber?) -> Bool {
        guard let multiplier else { return true }
        return significantDigits(of: Swift.abs(multiplier.doubleValue)) == "1"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
