#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import Foundation

/// The spec's formatter objects of a bound label or text field — `numberFormatter`,
/// `dateFormatter` and `maskedFormatter` — made the first time the app reads one, from the
/// control's `formatType` and `formatPattern` (`ADTextFormatting.makeNumberFormatter()`), for
/// the app to configure further. The controller hands them to the engine when it finds, fills
/// or refreshes the form (``handOver(to:)``): copies of the number and date formatters, which
/// the engine then shows and reads values with, and the masked formatter's mask as the pattern.
/// Setting `formatType` or `formatPattern` starts them anew (``reset(_:)``).
@MainActor
struct FormatterObjects {
    private var number: (formatter: NumberFormatter, locale: Locale)?
    private var date: (formatter: DateFormatter, locale: Locale, timeZone: TimeZone)?
    private var masked: ADMaskedStringFormatter?

    /// The number formatter, made from `formatting` the first time.
    mutating func numberFormatter(for formatting: ADTextFormatting) -> NumberFormatter {
        if let number { return number.formatter }
        let made = formatting.makeNumberFormatter()
        number = (made, formatting.locale)
        return made
    }

    /// The date formatter, made from `formatting` the first time.
    mutating func dateFormatter(for formatting: ADTextFormatting) -> DateFormatter {
        if let date { return date.formatter }
        let made = formatting.makeDateFormatter()
        date = (made, formatting.locale, formatting.timeZone)
        return made
    }

    /// The masked formatter, made from `formatting`'s mask the first time.
    mutating func maskedFormatter(for formatting: ADTextFormatting) -> ADMaskedStringFormatter {
        if let masked { return masked }
        let made = ADMaskedStringFormatter(formatString: formatting.formatType == .masked ? formatting.formatPattern : "")
        masked = made
        return made
    }

    /// Gives `formatting` what the app configured: copies of the formatters it read (each
    /// following the control's locale while the app kept the one it was made with), and the
    /// masked formatter's mask as the pattern of a masked control.
    func handOver(to formatting: inout ADTextFormatting) {
        if let number {
            formatting.numberFormatter = ADFormatterCopy(copying: number.formatter, followsLocale: number.formatter.locale == number.locale)
        }
        if let date {
            let follows = date.formatter.locale == date.locale && date.formatter.timeZone == date.timeZone
            formatting.dateFormatter = ADFormatterCopy(copying: date.formatter, followsLocale: follows)
        }
        if let masked, formatting.formatType == .masked, formatting.formatPattern != masked.formatString {
            formatting.formatPattern = masked.formatString
        }
    }

    /// Forgets the formatters, in `formatting` too: the type or the pattern changed.
    mutating func reset(_ formatting: inout ADTextFormatting) {
        (number, date, masked) = (nil, nil, nil)
        (formatting.numberFormatter, formatting.dateFormatter) = (nil, nil)
    }
}
