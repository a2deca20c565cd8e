import Foundation

/// How an AKABeacon text binding shows its value and reads typed text back: the
/// `numberFormatter`, `editingNumberFormatter`, `dateFormatter`, `editingDateFormatter`,
/// `textForUndefinedValue`, `treatEmptyTextAsUndefined`, `textForYes` and `textForNo`
/// attributes (and `formatter: <NSNumberFormatter> { … }` or `<NSDateFormatter>`).
///
/// Set it as a text control's ``ADTextFormatting/bindingFormat`` and the control shows and
/// parses through it:
///
/// ```swift
/// let binding = try ADBindingExpression(
///     "price { numberFormatter: { numberStyle: .CurrencyStyle, currencyCode: \"EUR\" }, textForUndefinedValue: \"–\" }")
/// let format = try ADBindingTextFormat(binding: binding)
/// format.text(for: 3.5, locale: Locale(identifier: "en_US"))     // "€3.50"
/// format.text(for: nil, locale: Locale(identifier: "en_US"))     // "–"
/// ```
public struct ADBindingTextFormat: Sendable, Hashable {
    /// The `numberFormatter` block: how numbers are shown.
    public var numberFormat: ADNumberFormatterConfiguration?
    /// The `editingNumberFormatter` block: how numbers are shown while edited; typed text is
    /// read with it first.
    public var editingNumberFormat: ADNumberFormatterConfiguration?
    /// The `dateFormatter` block: how dates are shown.
    public var dateFormat: ADDateFormatterConfiguration?
    /// The `editingDateFormatter` block: how dates are shown while edited; typed text is read
    /// with it first.
    public var editingDateFormat: ADDateFormatterConfiguration?
    /// The text shown for `NULL`; typing it back gives `NULL`.
    public var textForUndefinedValue: String?
    /// Whether blank text is read as `NULL` even for a text field.
    public var treatEmptyTextAsUndefined = false
    /// The text shown for `TRUE`; typing it back (in any case) gives `TRUE`.
    public var textForYes: String?
    /// The text shown for `FALSE`; typing it back (in any case) gives `FALSE`.
    public var textForNo: String?
    /// `formatter: <Name> { … }` naming a registered custom formatter: shows every non-`NULL`
    /// value and reads typed text.
    public var customFormatter: ADConfiguredFormatter?
    /// `editingFormatter: <Name> { … }`: the custom formatter used while the control is edited.
    public var editingCustomFormatter: ADConfiguredFormatter?

    /// A format that shows values as plain text.
    public init() {}

    /// The text format a plain binding's attributes describe; attribute values that are
    /// formulas are evaluated in `record`. For a conditional binding, pass its
    /// ``ADBindingExpression/activeBinding(in:data:)``. `formatter: <Name> { … }` is made by
    /// `registry` when it registered `Name` as a custom formatter.
    /// - Throws: ``ADEvaluationError`` when an attribute formula reads a field `record` lacks,
    ///   or a custom formatter's factory rejects its settings.
    public init(
        binding: ADBindingExpression, record: ADRecord = ADRecord(), registry: ADBindingClassRegistry = .standard
    ) throws(ADEvaluationError) {
        customFormatter = try Self.custom(binding, "formatter", record, registry)
        editingCustomFormatter = try Self.custom(binding, "editingFormatter", record, registry)
        numberFormat = try binding.numberFormatterConfiguration(record: record)
        editingNumberFormat = try binding.numberFormatterConfiguration("editingNumberFormatter", record: record)
        dateFormat = try binding.dateFormatterConfiguration(record: record)
        editingDateFormat = try binding.dateFormatterConfiguration("editingDateFormatter", record: record)
        textForUndefinedValue = try Self.text(binding, "textForUndefinedValue", record)
        textForYes = try Self.text(binding, "textForYes", record)
        textForNo = try Self.text(binding, "textForNo", record)
        if let flag = binding.attribute("treatEmptyTextAsUndefined"), case .value(let value) = try flag.settingValue(in: record) {
            treatEmptyTextAsUndefined = value.asBool
        }
    }

    /// Whether the format changes nothing: no formatter block and no special texts.
    public var isPlain: Bool { self == ADBindingTextFormat() }

    /// The text for `value`: numbers and dates (ISO 8601 text too, as JSON holds dates) through
    /// their formatter (the editing one when `editing` and the binding has one), Booleans — and the numbers 1 and 0, as AKABeacon
    /// maps them — as ``textForYes``/``textForNo`` when set, `NULL` as
    /// ``textForUndefinedValue``, anything else as plain text.
    public func text(
        for value: ADValue, editing: Bool = false, locale: Locale = .current,
        timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    ) -> String {
        if let custom = (editing ? editingCustomFormatter ?? customFormatter : customFormatter), !value.isNull {
            // Nothing lost: A custom formatter that cannot format the value shows the value's own text, as a missing formatter would.
            return (try? custom.formatter.text(for: value)) ?? value.asText()
        }
        switch value {
        case .null:
            return textForUndefinedValue ?? ""
        case .bool(let flag):
            return (flag ? textForYes : textForNo) ?? value.asText()
        case .int(1) where textForYes != nil, .double(1) where textForYes != nil:
            return textForYes ?? ""
        case .int(0) where textForNo != nil, .double(0) where textForNo != nil:
            return textForNo ?? ""
        case .int, .double:
            guard let configuration = (editing ? editingNumberFormat ?? numberFormat : numberFormat),
                configuration.canFormat(magnitude: Swift.abs(value.doubleValue ?? 0))
            else { return value.asText() }
            let number = if case .int(let whole) = value { NSNumber(value: whole) } else { NSNumber(value: value.doubleValue ?? 0) }
            return Self.numbers(configuration, locale, timeZone).use { $0.string(from: number) } ?? value.asText()
        case .date(let date):
            guard let configuration = (editing ? editingDateFormat ?? dateFormat : dateFormat) else { return value.asText() }
            return Self.dates(configuration, locale, timeZone).use { $0.string(from: date) }
        case .string:
            // A date read from JSON is ISO 8601 text: shown through the date formatter too.
            // Text that is not ISO 8601 is shown as it is, not through the date formatter.
            guard let configuration = (editing ? editingDateFormat ?? dateFormat : dateFormat),
                  let date = ISO8601Text.date(from: value.asText().trimmingCharacters(in: .whitespacesAndNewlines))
            else { return value.asText() }
            return Self.dates(configuration, locale, timeZone).use { $0.string(from: date) }
        default:
            return value.asText()
        }
    }

    /// The value of typed text: `NULL` for ``textForUndefinedValue`` (and for blank text with
    /// ``treatEmptyTextAsUndefined``), a Boolean for ``textForYes``/``textForNo``, a number or
    /// date through the binding's formatters (editing formatter first), else the text itself.
    /// - Throws: ``ADConversionError`` when the binding formats numbers or dates and the text
    ///   is neither; it is never read as 0.
    public func value(
        from text: String, locale: Locale = .current, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    ) throws(ADConversionError) -> ADValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty, treatEmptyTextAsUndefined { return .null }
        if let textForUndefinedValue, !textForUndefinedValue.isEmpty, trimmed == textForUndefinedValue { return .null }
        if let textForYes, trimmed.caseInsensitiveCompare(textForYes) == .orderedSame { return true }
        if let textForNo, trimmed.caseInsensitiveCompare(textForNo) == .orderedSame { return false }
        for custom in [editingCustomFormatter, customFormatter].compactMap(\.self) {
            do {
                return try custom.formatter.value(from: text)
            } catch where custom == customFormatter {
                throw ADConversionError(value: text, target: custom.className, detail: "\(error)")
            } catch {
                continue
            }
        }
        let numberFormats = [editingNumberFormat, numberFormat].compactMap(\.self)
        let dateFormats = [editingDateFormat, dateFormat].compactMap(\.self)
        if numberFormats.isEmpty, dateFormats.isEmpty { return .string(text) }
        if trimmed.isEmpty { return .null }
        for configuration in numberFormats {
            if let number = Self.numbers(configuration, locale, timeZone).use({ NumberReading.number(from: trimmed, using: $0) }), number.doubleValue.isFinite {
                return .wholeOrReal(number.doubleValue)
            }
        }
        for configuration in dateFormats {
            if let date = Self.dates(configuration, locale, timeZone).use({ $0.date(from: trimmed) }) { return .date(date) }
        }
        let target = numberFormats.isEmpty ? "date" : dateFormats.isEmpty ? "number" : "number or date"
        let sample: ADValue = numberFormats.isEmpty ? .date(Date(timeIntervalSince1970: 0)) : 1234.5
        throw ADConversionError(
            value: text, target: target, detail: "expected text like \(self.text(for: sample, locale: locale, timeZone: timeZone))")
    }

    private static func numbers(
        _ configuration: ADNumberFormatterConfiguration, _ locale: Locale, _ timeZone: TimeZone
    ) -> LockedFormatter<NumberFormatter> {
        ConfiguredFormatters.numbers.formatter(for: .init(configuration: configuration, locale: locale, timeZone: timeZone))
    }

    private static func dates(
        _ configuration: ADDateFormatterConfiguration, _ locale: Locale, _ timeZone: TimeZone
    ) -> LockedFormatter<DateFormatter> {
        ConfiguredFormatters.dates.formatter(for: .init(configuration: configuration, locale: locale, timeZone: timeZone))
    }

    /// The custom formatter `formatter: <Name> { … }` names, when `registry` makes one.
    private static func custom(
        _ binding: ADBindingExpression, _ name: String, _ record: ADRecord, _ registry: ADBindingClassRegistry
    ) throws(ADEvaluationError) -> ADConfiguredFormatter? {
        guard let block = binding.attribute(name), case .classReference(let className, _)? = block.primary else { return nil }
        var settings = ADRecord()
        for attribute in block.attributes {
            if case .value(let value) = try attribute.value.settingValue(in: record) { settings[attribute.name] = value }
        }
        do {
            return try registry.formatter(className, settings: settings)
        } catch {
            throw .invalidPattern(operator: "<\(className)>", pattern: block.description, reason: "\(error)")
        }
    }

    private static func text(_ binding: ADBindingExpression, _ name: String, _ record: ADRecord) throws(ADEvaluationError) -> String? {
        guard let attribute = binding.attribute(name), case .value(let value) = try attribute.settingValue(in: record), !value.isNull
        else { return nil }
        return value.asText()
    }
}
