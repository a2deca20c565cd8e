import Foundation

/// What a control's `formatType` and `formatPattern` mean: turns a value into display text and
/// text the user typed back into a value.
///
/// ```swift
/// let thousands = ADDisplayFormat(type: .number, pattern: "###,###", locale: Locale(identifier: "en_US_POSIX"))
/// try thousands.format(1000)        // "1,000"
/// try thousands.parse("1,000")      // .int(1000)
/// try thousands.parse("abc")        // throws ADConversionError: 'abc' is not a number
/// ```
///
/// Number patterns are TR35 patterns applied with `NumberFormatter`; a `;` separates the positive
/// and the negative part. Date patterns are TR35 patterns applied with `DateFormatter` in
/// ``timeZone`` (UTC unless set). Masked patterns use `ADMaskedStringFormatter`. Formatters are
/// created once per (pattern, locale, time zone) and are safe to use from several threads.
public struct ADDisplayFormat: Sendable, Hashable {
    /// Which formatter the pattern is for.
    public var type: ADFormatType
    /// The TR35 number or date pattern, or the mask.
    public var pattern: String
    /// The locale for separators, month names and digits.
    public var locale: Locale
    /// The time zone dates are shown and parsed in. UTC by default, so a date shows the same
    /// everywhere unless the app chooses the user's zone.
    public var timeZone: TimeZone
    /// The app's own number formatter (a bound control's `numberFormatter`): numbers are shown
    /// and read with it instead of the pattern's. `nil`: the pattern's.
    public var numberFormatter: ADFormatterCopy<NumberFormatter>?
    /// The app's own date formatter (a bound control's `dateFormatter`): dates are shown and
    /// read with it instead of the pattern's. `nil`: the pattern's.
    public var dateFormatter: ADFormatterCopy<DateFormatter>?

    /// Creates a format. `locale` defaults to the current locale.
    public init(type: ADFormatType, pattern: String, locale: Locale = .current) {
        self.init(type: type, pattern: pattern, locale: locale, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }

    /// Creates a format with an explicit time zone for dates.
    public init(type: ADFormatType, pattern: String, locale: Locale, timeZone: TimeZone) {
        self.type = type
        self.pattern = pattern
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The display text of `value`. `NULL` shows as an empty string, and so does empty text
    /// under a mask (not the mask's bare literals).
    ///
    /// - Throws: ``ADConversionError`` when the value is not a number (number patterns) or not
    ///   a date or ISO 8601 text (date patterns).
    public func format(_ value: ADValue) throws(ADConversionError) -> String {
        if value.isNull { return "" }
        switch type {
        case .number:
            let boxed: NSNumber
            let magnitude: Double
            switch try value.asNumber() {
            case .int(let whole):
                boxed = NSNumber(value: whole)
                magnitude = Double(whole.magnitude)
            case .double(let fraction):
                boxed = NSNumber(value: fraction)
                magnitude = Swift.abs(fraction)
            default: throw ADConversionError(value: value.asText(), target: "number")
            }
            guard Self.numberPatternIsSupported(pattern) else {
                throw ADConversionError(value: value.asText(), target: "number", detail: "the pattern \(pattern) is not supported")
            }
            // The app's formatter may round to an increment the pattern does not have.
            let used = numberFormatter?.use { "\($0.positiveFormat ?? "");\($0.negativeFormat ?? "")" } ?? pattern
            let mayHaveIncrement = used.utf8.contains { (0x31...0x39).contains($0) }
            guard !mayHaveIncrement || NumberPattern(used).canFormat(magnitude: magnitude) else {
                throw ADConversionError(value: value.asText(), target: "number")
            }
            let text = withNumberFormatter { $0.string(from: boxed) }
            guard let text else { throw ADConversionError(value: value.asText(), target: "number") }
            return text
        case .date:
            let date = try value.asDate()
            return withDateFormatter { $0.string(from: date) }
        case .masked:
            let text = value.asText()
            return text.isEmpty ? "" : ADMaskedStringFormatter(formatString: pattern).applyFormat(to: text)
        }
    }

    /// The value of text typed into a control with this format.
    ///
    /// Number patterns give `.int` when the number is whole and the pattern has no fraction
    /// part, else `.double`; date patterns give `.date`; masks give the raw `.string`, and
    /// only for input that fills the mask (`ADMaskedStringFormatter.validForLastInput`) or is
    /// empty.
    /// - Throws: ``ADConversionError`` when the text does not parse or does not fill the mask;
    ///   never returns 0 for it.
    public func parse(_ text: String) throws(ADConversionError) -> ADValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case .number:
            guard Self.numberPatternIsSupported(pattern) else {
                throw ADConversionError(value: text, target: "number", detail: "the pattern \(pattern) is not supported")
            }
            let number = withNumberFormatter { NumberReading.number(from: trimmed, using: $0) }
            guard let number, number.doubleValue.isFinite else {
                throw ADConversionError(value: text, target: "number", detail: "expected the pattern \(pattern)")
            }
            return NumberPattern(pattern).hasFraction ? .double(number.doubleValue) : .wholeOrReal(number.doubleValue)
        case .date:
            // ICU divides by zero (SIGFPE) parsing a fractional-seconds field next to a run of
            // about 35 digits; no date is written with 30 digits in a row.
            // Foundation traps when ICU stops parsing inside a grapheme cluster (date text with
            // a combining mark, found by the patterns fuzzer); dates are written without them.
            guard Self.longestDigitRun(in: trimmed) < Self.maximumDateDigitRun,
                !trimmed.unicodeScalars.contains(where: \.properties.isGraphemeExtend)
            else {
                throw ADConversionError(value: text, target: "date", detail: "expected the pattern \(pattern)")
            }
            let date = withDateFormatter { $0.date(from: trimmed) }
            guard let date else {
                throw ADConversionError(value: text, target: "date", detail: "expected the pattern \(pattern)")
            }
            return .date(date)
        case .masked:
            if trimmed.isEmpty { return .string("") }
            let mask = ADMaskedStringFormatter(formatString: pattern)
            let raw = mask.removeFormat(from: text)
            _ = mask.applyFormat(to: raw)
            guard mask.validForLastInput else {
                throw ADConversionError(value: text, target: "text", detail: "expected the pattern \(pattern) filled in")
            }
            return .string(raw)
        }
    }

    /// Runs `body` with the app's number formatter when it gave one, else the pattern's.
    private func withNumberFormatter<Result>(_ body: (NumberFormatter) -> Result) -> Result {
        guard let numberFormatter else { return DisplayFormatters.numbers.formatter(for: self).use(body) }
        return numberFormatter.use { formatter in
            if numberFormatter.followsLocale, formatter.locale != locale { formatter.locale = locale }
            return body(formatter)
        }
    }

    /// Runs `body` with the app's date formatter when it gave one, else the pattern's.
    private func withDateFormatter<Result>(_ body: (DateFormatter) -> Result) -> Result {
        guard let dateFormatter else { return DisplayFormatters.dates.formatter(for: self).use(body) }
        return dateFormatter.use { formatter in
            if dateFormatter.followsLocale {
                if formatter.locale != locale { formatter.locale = locale }
                if formatter.timeZone != timeZone { formatter.timeZone = timeZone }
            }
            return body(formatter)
        }
    }

    /// Date text with this many decimal digits in a row (any script) is refused before
    /// Foundation parses it.
    static let maximumDateDigitRun = 30

    static func longestDigitRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal {
                run += 1
                longest = Swift.max(longest, run)
            } else {
                run = 0
            }
        }
        return longest
    }

    /// `false` for number patterns ICU aborts on (see `NumberPattern.isSupported`); the quick
    /// byte test keeps the common case to one scan.
    static func numberPatternIsSupported(_ pattern: String) -> Bool {
        let suspicious = pattern.utf8.contains {
            $0 == UInt8(ascii: "~") || $0 == 0xC2 || $0 == UInt8(ascii: "'") || $0 < 0x20 || $0 == 0x7F
        }
        return !suspicious || NumberPattern(pattern).isSupported
    }
}
