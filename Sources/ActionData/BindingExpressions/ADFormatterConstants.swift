import Foundation

/// What AKABeacon's formatter enumeration constants mean: `NSNumberFormatterStyle`,
/// `NSNumberFormatterRoundingMode` and `NSDateFormatterStyle` constants, by the name a binding
/// expression writes (`.CurrencyStyle`, `$NSDateFormatterStyle.ShortStyle`), mapped to
/// Foundation's values.
public enum ADFormatterConstants {
    /// `NSNumberFormatterStyle` constants.
    public static let numberStyles: [String: NumberFormatter.Style] = [
        "NoStyle": .none, "DecimalStyle": .decimal, "CurrencyStyle": .currency, "PercentStyle": .percent,
        "ScientificStyle": .scientific, "SpellOutStyle": .spellOut, "OrdinalStyle": .ordinal,
        "CurrencyISOCodeStyle": .currencyISOCode, "CurrencyPluralStyle": .currencyPlural,
        "CurrencyAccountingStyle": .currencyAccounting,
    ]

    /// `NSNumberFormatterRoundingMode` constants.
    public static let roundingModes: [String: NumberFormatter.RoundingMode] = [
        "RoundCeiling": .ceiling, "RoundFloor": .floor, "RoundDown": .down, "RoundUp": .up,
        "RoundHalfEven": .halfEven, "RoundHalfDown": .halfDown, "RoundHalfUp": .halfUp,
    ]

    /// `NSDateFormatterStyle` constants.
    public static let dateStyles: [String: DateFormatter.Style] = [
        "NoStyle": .none, "ShortStyle": .short, "MediumStyle": .medium, "LongStyle": .long, "FullStyle": .full,
    ]

    /// The constant a setting names: an enumeration constant's name, or a formula's value
    /// that is a constant's name or Foundation's raw value.
    static func constant<Value: RawRepresentable>(
        _ setting: BindingSettingValue, in table: [String: Value]
    ) -> Value? where Value.RawValue == UInt {
        switch setting {
        case .enumName(let name), .value(.string(let name)): return table[name]
        case .value(.int(let raw)): return UInt(exactly: raw).flatMap(Value.init(rawValue:))
        case .value, .other: return nil
        }
    }
}
