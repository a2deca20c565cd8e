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
        // Text with a fraction can only be read with fractions, text without one only without.
        let style = text.contains(".") ? withFractions : withoutFractions
        // Nothing lost: Text that is no ISO 8601 date is nil, which every caller reports as not a date.
        return try? style.parse(text)
    }
}
