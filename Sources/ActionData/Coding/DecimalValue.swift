import Foundation

/// How a `Decimal` is held in a record: as a real when the real reads back as the same
/// decimal (so formulas and number formats work on it), otherwise as its exact text.
enum DecimalValue {
    private static let posix = Locale(identifier: "en_US_POSIX")

    static func value(of decimal: Decimal) -> ADValue {
        if let real = Double(decimal.description), real.isFinite, Decimal(string: String(real), locale: posix) == decimal { return .double(real) }
        return .string(decimal.description)
    }

    /// The decimal a record value stands for: integers and reals through their shortest
    /// text (so `0.1` is exactly 0.1), text parsed in the POSIX locale.
    static func decimal(from value: ADValue) -> Decimal? {
        switch value {
        case .int(let integer): Decimal(integer)
        case .double(let real) where real.isFinite: Decimal(string: String(real), locale: posix)
        case .string(let text): decimal(from: text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    /// Text that is wholly a decimal number (`-12.5`, `1e3`); `Decimal(string:)` alone
    /// reads `12abc` as 12 and `--1` as 0.
    private static func decimal(from text: String) -> Decimal? {
        guard text.wholeMatch(of: /[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?/) != nil else { return nil }
        return Decimal(string: text, locale: posix)
    }
}
