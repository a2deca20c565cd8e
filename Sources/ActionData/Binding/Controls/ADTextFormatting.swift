import Foundation

/// The spec's `formatType` and `formatPattern` of a text control, or an AKABeacon binding's
/// text format, and the locale they use.
public struct ADTextFormatting: Sendable, Hashable {
    /// The formatter used on the value: number, date or masked. `nil`: no formatting.
    public var formatType: ADFormatType?
    /// The pattern for ``formatType``, such as `$###,###.00`, `MM/dd/yyyy` or `(###) ###-####`.
    public var formatPattern = ""
    /// The locale numbers and dates are shown and read in: ``pinnedLocale`` when set, else
    /// ``userLocale``. Setting it pins it. Masks do not depend on it.
    public var locale: Locale {
        get { pinnedLocale ?? userLocale }
        set { pinnedLocale = newValue }
    }
    /// A locale this control keeps whatever the user's is (a field whose numbers follow a
    /// fixed convention); `nil` follows ``userLocale``.
    public var pinnedLocale: Locale?
    /// The user's locale, which the controller sets from its own (`ADBindingController.locale`):
    /// the device's on UIKit and SwiftUI, the browser's `Accept-Language` on the web.
    public var userLocale: Locale = .current
    /// The time zone of date patterns.
    public var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    /// An AKABeacon binding's formatters and texts (`numberFormatter { … }`,
    /// `textForUndefinedValue`, …); when set it is used instead of ``formatType`` and
    /// ``formatPattern``.
    public var bindingFormat: ADBindingTextFormat? {
        get { boxedBindingFormat?.value }
        set {
            // A refresh sets the format its branch gave, mostly the one already held: kept.
            guard boxedBindingFormat?.value != newValue else { return }
            boxedBindingFormat = OutOfLine.boxing(newValue)
        }
    }
    /// Whether the control is being edited: the binding format's editing formatters
    /// (`editingNumberFormatter`, `editingDateFormatter`, `editingFormatter`) are used then.
    /// The controller sets it when the control takes and loses the focus.
    public var isEditing = false
    /// ``bindingFormat``, out of line: it is large (over 400 bytes) and most controls have none.
    private var boxedBindingFormat: OutOfLine<ADBindingTextFormat>?

    /// Creates formatting; without arguments values show as plain text. A `locale` given is
    /// pinned (``pinnedLocale``); without one the control follows the user's.
    public init(formatType: ADFormatType? = nil, formatPattern: String = "", locale: Locale? = nil) {
        self.formatType = formatType
        self.formatPattern = formatPattern
        pinnedLocale = locale
    }

    /// The app's own number formatter for ``formatType`` number (the spec's `numberFormatter`
    /// of a bound label or text field), used instead of the pattern's; see ``makeNumberFormatter()``.
    public var numberFormatter: ADFormatterCopy<NumberFormatter>?
    /// The app's own date formatter for ``formatType`` date (the spec's `dateFormatter`), used
    /// instead of the pattern's; see ``makeDateFormatter()``.
    public var dateFormatter: ADFormatterCopy<DateFormatter>?

    /// The display format, or `nil` when the type is missing, or the pattern and the app's own
    /// formatter for the type are.
    public var displayFormat: ADDisplayFormat? {
        guard let formatType else { return nil }
        let ownFormatter = switch formatType {
        case .number: numberFormatter != nil
        case .date: dateFormatter != nil
        case .masked: false
        }
        guard !formatPattern.isEmpty || ownFormatter else { return nil }
        var format = ADDisplayFormat(type: formatType, pattern: formatPattern, locale: locale, timeZone: timeZone)
        format.numberFormatter = formatType == .number ? numberFormatter : nil
        format.dateFormatter = formatType == .date ? dateFormatter : nil
        return format
    }

    /// A `NumberFormatter` configured as ``formatPattern`` shows numbers in ``locale`` (a plain
    /// decimal one when the type is not number or the pattern is empty or not supported): what
    /// a front end hands an app to configure further, and back as ``numberFormatter``.
    public func makeNumberFormatter() -> NumberFormatter {
        guard formatType == .number, !formatPattern.isEmpty, ADDisplayFormat.numberPatternIsSupported(formatPattern) else {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            return formatter
        }
        return NumberPattern(formatPattern).makeFormatter(locale: locale)
    }

    /// A `DateFormatter` configured as ``formatPattern`` shows dates in ``locale`` and
    /// ``timeZone`` (no pattern when the type is not date): what a front end hands an app to
    /// configure further, and back as ``dateFormatter``.
    public func makeDateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        if formatType == .date, !formatPattern.isEmpty { formatter.dateFormat = formatPattern }
        return formatter
    }

    /// Whether the text of a value depends on ``locale``: false for plain text (no binding
    /// format, no display format), which shows a value the same way everywhere.
    var dependsOnLocale: Bool {
        bindingFormat != nil || displayFormat != nil
    }

    /// The display text of `value`: through the binding format or the display format when
    /// one is set, else as plain text. A custom control shows values through it.
    ///
    /// - Throws: ``ADConversionError`` when the display format cannot show the value.
    public func text(for value: ADValue) throws(ADConversionError) -> String {
        if let bindingFormat { return bindingFormat.text(for: value, editing: isEditing, locale: locale, timeZone: timeZone) }
        guard let format = displayFormat else { return value.asText() }
        return try format.format(value)
    }

    /// The value of typed `text`, converted to the field's type or kind: how an editable
    /// custom control reads its text back.
    ///
    /// - Throws: ``ADConversionError`` when the text is not a value of that type.
    public func value(of text: String, type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        guard let bindingFormat else { return try EditedValue.fromText(text, format: displayFormat, type: type, kind: kind) }
        let value = try bindingFormat.value(from: text, locale: locale, timeZone: timeZone)
        if case .string(let typed) = value { return try EditedValue.fromText(typed, format: nil, type: type, kind: kind) }
        return try EditedValue.coerce(value, type: type, kind: kind)
    }
}
