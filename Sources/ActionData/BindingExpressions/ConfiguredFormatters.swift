import Foundation

/// A binding's formatter block with the locale and time zone of the control that uses it.
struct ConfiguredFormatterKey<Configuration: Hashable & Sendable>: Hashable, Sendable {
    let configuration: Configuration
    let locale: Locale
    let timeZone: TimeZone
}

/// The formatters that binding expressions' formatter blocks configure, cached per block,
/// locale and time zone.
enum ConfiguredFormatters {
    static let numbers = FormatterCache<ConfiguredFormatterKey<ADNumberFormatterConfiguration>, NumberFormatter> { key in
        key.configuration.makeFormatter(locale: key.locale)
    }

    static let dates = FormatterCache<ConfiguredFormatterKey<ADDateFormatterConfiguration>, DateFormatter> { key in
        key.configuration.makeFormatter(locale: key.locale, timeZone: key.timeZone)
    }
}
