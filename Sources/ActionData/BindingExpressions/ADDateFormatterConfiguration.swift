import Foundation

/// The settings of a `dateFormatter { … }` (or `formatter: <NSDateFormatter> { … }`)
/// block, ready to configure a `DateFormatter`.
///
/// ```swift
/// let binding = try ADBindingExpression("dateValue { dateFormatter: { dateStyle: $enum.LongStyle, timeZone: \"UTC\" } }")
/// let settings = try binding.dateFormatterConfiguration()
/// settings?.dateStyle      // "LongStyle"
/// ```
public struct ADDateFormatterConfiguration: Sendable, Hashable {
    /// The `NSDateFormatterStyle` constant for the date (`.LongStyle` is `.long`).
    public var dateStyle: DateFormatter.Style?
    /// The `NSDateFormatterStyle` constant for the time.
    public var timeStyle: DateFormatter.Style?
    /// An explicit pattern such as `MM/dd/yyyy`; it overrides the styles.
    public var dateFormat: String?
    /// A locale identifier such as `en_US`.
    public var locale: String?
    /// A time-zone identifier or abbreviation such as `UTC` or `Europe/Berlin`.
    public var timeZone: String?
    /// Whether to say "today" and "tomorrow".
    public var doesRelativeDateFormatting: Bool?
    /// Whether parsing is lenient.
    public var lenient: Bool?

    /// An empty configuration: a formatter with Foundation's defaults.
    public init() {}

    /// The settings of an attribute block; formula-valued settings are evaluated in `record`.
    /// - Throws: ``ADEvaluationError`` when a formula reads a field `record` lacks.
    public init(block: ADBindingExpression, record: ADRecord = ADRecord()) throws(ADEvaluationError) {
        for attribute in block.attributes {
            let setting = try attribute.value.settingValue(in: record)
            switch (attribute.name, setting) {
            case ("dateStyle", _): dateStyle = ADFormatterConstants.constant(setting, in: ADFormatterConstants.dateStyles)
            case ("timeStyle", _): timeStyle = ADFormatterConstants.constant(setting, in: ADFormatterConstants.dateStyles)
            case ("doesRelativeDateFormatting", .value(let value)): doesRelativeDateFormatting = value.asBool
            case ("lenient", .value(let value)): lenient = value.asBool
            case ("dateFormat", .value(let value)): dateFormat = value.asText()
            case ("locale", .value(let value)): locale = value.asText()
            case ("timeZone", .value(let value)): timeZone = value.asText()
            default: continue
            }
        }
    }

    /// A `DateFormatter` with these settings; `locale` and `timeZone` are used unless the
    /// block names its own.
    public func makeFormatter(locale: Locale = .current, timeZone: TimeZone = .current) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = self.locale.map(Locale.init(identifier:)) ?? locale
        formatter.timeZone = self.timeZone.flatMap { TimeZone(identifier: $0) ?? TimeZone(abbreviation: $0) } ?? timeZone
        if let dateStyle { formatter.dateStyle = dateStyle }
        if let timeStyle { formatter.timeStyle = timeStyle }
        if let dateFormat { formatter.dateFormat = dateFormat }
        if let doesRelativeDateFormatting { formatter.doesRelativeDateFormatting = doesRelativeDateFormatting }
        if let lenient { formatter.isLenient = lenient }
        return formatter
    }

    /// The pattern as an ``ADDisplayFormat`` (for ``ADPatternLint``), when the block sets `dateFormat`.
    public var displayFormat: ADDisplayFormat? {
        dateFormat.map { ADDisplayFormat(type: .date, pattern: $0, locale: locale.map(Locale.init(identifier:)) ?? .current) }
    }
}
