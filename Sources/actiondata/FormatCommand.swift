import ActionData
import ArgumentParser
import Foundation

/// `actiondata format --type number --pattern '###,###' 1000`: prints the formatted value.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format a number or an ISO 8601 date with a TR35 pattern."
    )

    @Option(name: .long, help: "number or date.")
    var type: String

    @Option(name: .long, help: "The TR35 pattern, for example '#,##0.00;(#,##0.00)' or 'MM/dd/yyyy'.")
    var pattern: String

    @Option(name: .long, help: "The locale identifier, for example en_US. Defaults to en_US_POSIX.")
    var locale: String = "en_US_POSIX"

    @Option(name: .long, help: "The time zone for dates, for example Europe/Berlin. Defaults to UTC.")
    var timeZone: String = "UTC"

    @Argument(help: "The number, or the date in ISO 8601 (2018-01-01T00:00:00Z).")
    var value: String

    func run() throws {
        print(try Self.output(type: type, pattern: pattern, locale: locale, timeZone: timeZone, value: value))
    }

    /// The formatted text of `value`.
    static func output(type: String, pattern: String, locale: String = "en_US_POSIX", timeZone: String = "UTC",
                       value: String) throws -> String {
        guard let formatType = ADFormatType(rawValue: type), formatType != .masked else {
            throw ValidationError("--type must be number or date, not '\(type)'; use 'actiondata mask' for masks.")
        }
        guard let zone = TimeZone(identifier: timeZone) else {
            throw ValidationError("'\(timeZone)' is not a time zone identifier such as UTC or Europe/Berlin.")
        }
        let format = ADDisplayFormat(type: formatType, pattern: pattern, locale: Locale(identifier: locale), timeZone: zone)
        do {
            return try format.format(.string(value))
        } catch {
            throw ValidationError(error.description)
        }
    }
}
