import Foundation

/// The settings of a `numberFormatter { … }` (or `editingNumberFormatter`, or
/// `formatter: <NSNumberFormatter> { … }`) block, ready to configure a `NumberFormatter`.
///
/// ```swift
/// let binding = try ADBindingExpression("price { numberFormatter: { numberStyle: .CurrencyStyle, currencySymbol: \"€\" } }")
/// let settings = try binding.numberFormatterConfiguration()
/// settings?.makeFormatter(locale: Locale(identifier: "en_US")).string(from: 3.5)   // "€3.50"
/// ```
public struct ADNumberFormatterConfiguration: Sendable, Hashable {
    /// The `NSNumberFormatterStyle` constant (`.CurrencyStyle` is `.currency`).
    public var numberStyle: NumberFormatter.Style?
    /// The `NSNumberFormatterRoundingMode` constant (`.RoundHalfUp` is `.halfUp`).
    public var roundingMode: NumberFormatter.RoundingMode?
    /// Whole-number settings by attribute name (`minimumFractionDigits`, `groupingSize`, …).
    public var integers: [String: Int] = [:]
    /// Text settings by attribute name (`currencySymbol`, `locale`, `positivePrefix`, …).
    public var texts: [String: String] = [:]
    /// Flag settings by attribute name (`usesGroupingSeparator`, `lenient`, `allowsFloats`).
    public var flags: [String: Bool] = [:]
    /// Number settings by attribute name (`multiplier`, `minimum`, `maximum`).
    public var numbers: [String: Double] = [:]

    /// An empty configuration: a formatter with Foundation's defaults.
    public init() {}

    /// The settings of an attribute block; formula-valued settings are evaluated in `record`.
    /// - Throws: ``ADEvaluationError`` when a formula reads a field `record` lacks.
    public init(block: ADBindingExpression, record: ADRecord = ADRecord()) throws(ADEvaluationError) {
        for attribute in block.attributes {
            let setting = try attribute.value.settingValue(in: record)
            switch setting {
            case _ where attribute.name == "numberStyle":
                numberStyle = ADFormatterConstants.constant(setting, in: ADFormatterConstants.numberStyles)
            case _ where attribute.name == "roundingMode":
                roundingMode = ADFormatterConstants.constant(setting, in: ADFormatterConstants.roundingModes)
            case .value(.bool(let flag)): flags[attribute.name] = flag
            case .value(.int(let integer)):
                integers[attribute.name] = Int(integer)
                numbers[attribute.name] = Double(integer)
            case .value(.double(let real)): numbers[attribute.name] = real
            case .value(let value): texts[attribute.name] = value.asText()
            case .enumName, .other: continue
            }
        }
    }

    /// Whether ICU can take `affix` as a prefix or suffix: its affix matcher aborts the process
    /// on a `~` in one, as in a pattern, and control characters cut it short. A storyboard's
    /// affix it cannot take is left out.
    static func affixIsSupported(_ affix: String) -> Bool {
        !affix.unicodeScalars.contains { $0 == "~" || $0.properties.generalCategory == .control }
    }

    /// Whether a number of `magnitude` can be shown with these settings: a format with a
    /// rounding increment (`#,##0.05`) makes Foundation trap past about 31 digits.
    func canFormat(magnitude: Double) -> Bool {
        let formats = [texts["positiveFormat"], texts["negativeFormat"]].compactMap(\.self)
        return formats.isEmpty || NumberPattern(formats.joined(separator: ";")).canFormat(magnitude: magnitude)
    }

    /// A `NumberFormatter` with these settings; `locale` is used unless the block names one.
    public func makeFormatter(locale: Locale = .current) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = texts["locale"].map(Locale.init(identifier:)) ?? locale
        if let numberStyle { formatter.numberStyle = numberStyle }
        if let roundingMode { formatter.roundingMode = roundingMode }
        if let value = integers["minimumFractionDigits"] { formatter.minimumFractionDigits = value }
        if let value = integers["maximumFractionDigits"] { formatter.maximumFractionDigits = value }
        if let value = integers["minimumIntegerDigits"] { formatter.minimumIntegerDigits = value }
        if let value = integers["maximumIntegerDigits"] { formatter.maximumIntegerDigits = value }
        if let value = integers["groupingSize"] { formatter.groupingSize = value }
        if let value = flags["usesGroupingSeparator"] { formatter.usesGroupingSeparator = value }
        if let value = flags["lenient"] { formatter.isLenient = value }
        if let value = flags["allowsFloats"] { formatter.allowsFloats = value }
        if let value = texts["currencySymbol"] { formatter.currencySymbol = value }
        if let value = texts["currencyCode"] { formatter.currencyCode = value }
        if let value = texts["groupingSeparator"] { formatter.groupingSeparator = value }
        if let value = texts["decimalSeparator"] { formatter.decimalSeparator = value }
        if let value = texts["positivePrefix"], Self.affixIsSupported(value) { formatter.positivePrefix = value }
        if let value = texts["positiveSuffix"], Self.affixIsSupported(value) { formatter.positiveSuffix = value }
        if let value = texts["negativePrefix"], Self.affixIsSupported(value) { formatter.negativePrefix = value }
        if let value = texts["negativeSuffix"], Self.affixIsSupported(value) { formatter.negativeSuffix = value }
        // A storyboard's text: a format ICU aborts on (an unquoted `~`, an unclosed quote) is left out.
        if let value = texts["positiveFormat"], ADDisplayFormat.numberPatternIsSupported(value) { formatter.positiveFormat = value }
        if let value = texts["negativeFormat"], ADDisplayFormat.numberPatternIsSupported(value) { formatter.negativeFormat = value }
        if let value = texts["zeroSymbol"] { formatter.zeroSymbol = value }
        if let value = texts["nilSymbol"] { formatter.nilSymbol = value }
        if let value = numbers["multiplier"] { formatter.multiplier = NSNumber(value: value) }
        if let value = numbers["minimum"] { formatter.minimum = NSNumber(value: value) }
        if let value = numbers["maximum"] { formatter.maximum = NSNumber(value: value) }
        return formatter
    }
}
