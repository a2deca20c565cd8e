import Foundation

/// ISO 8601 text for dates in records and JSON: UTC with millisecond fractions on output,
/// with or without fractions on input.
enum ISO8601Text {
    private static let withFractions = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let withoutFractions = Date.ISO8601FormatStyle()

    static func string(from date: Date) -> String {
        date.formatted(withFractions)
    }

    static func date(from text: String) -> Date? {
        // Nothing lost: Two spellings tried in turn; text neither reads is nil, which callers report as not a date.
        if let date = try? withFractions.parse(text) { return date }
        return try? withoutFractions.parse(text)
    }
}
