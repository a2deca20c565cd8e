import Foundation

/// The spec's `formatType` and `formatPattern` of a text control, and the locale they use.
public struct ADTextFormatting: Sendable, Hashable {
    /// The formatter used on the value: number, date or masked. `nil`: no formatting.
    public var formatType: ADFormatType?
    /// The pattern for ``formatType``, such as `$###,###.00`, `MM/dd/yyyy` or `(###) ###-####`.
    public var formatPattern = ""
    /// The locale of number and date patterns.
    public var locale: Locale = .current
    /// The time zone of date patterns.
    public var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current

    /// Creates formatting; without arguments values show as plain text.
    public init(formatType: ADFormatType? = nil, formatPattern: String = "", locale: Locale = .current) {
        self.formatType = formatType
        self.formatPattern = formatPattern
        self.locale = locale
    }

    /// The display format, or `nil` when the type or the pattern is missing.
    public var displayFormat: ADDisplayFormat? {
        guard let formatType, !formatPattern.isEmpty else { return nil }
        return ADDisplayFormat(type: formatType, pattern: formatPattern, locale: locale, timeZone: timeZone)
    }

    /// The display text of `value`: formatted when a format is set, else as plain text.
    func text(for value: ADValue) throws(ADConversionError) -> String {
        guard let format = displayFormat else { return value.asText() }
        return try format.format(value)
    }
}
