@_spi(Storage) import ActionData
import Foundation

/// Dates as stored text: ISO 8601 in UTC with six fractional digits
/// (`2024-05-01T12:00:00.250000Z`), fixed width, so text order is time order.
///
/// Written by hand (proleptic Gregorian calendar) rather than with a formatter: it is on
/// the hot path of every save and load. A date is rounded to the microsecond; one that is
/// the nearest `Double` to a whole number of microseconds reads back identical.
package enum StoredTimestamp {
    static let validYears = 1...9999

    /// The stored text of `date`, or `nil` when its year is outside ``validYears``.
    package static func text(of date: Date) -> String? {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite else { return nil }
        let wholeSeconds = interval.rounded(.down)
        guard abs(wholeSeconds) < 1e12 else { return nil }
        var seconds = Int64(wholeSeconds)
        var micros = Int64(((interval - wholeSeconds) * 1_000_000).rounded())
        if micros == 1_000_000 {
            seconds += 1
            micros = 0
        }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.civil(fromDays: days)
        guard validYears.contains(Int(year)) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(27)
        for (value, width, separator) in [
            (year, 4, "-"), (month, 2, "-"), (day, 2, "T"), (secondOfDay / 3600, 2, ":"),
            (secondOfDay / 60 % 60, 2, ":"),
            (secondOfDay % 60, 2, "."), (micros, 6, "Z"),
        ] as [(Int64, Int, Unicode.Scalar)] {
            appendDigits(value, width: width, to: &bytes)
            bytes.append(UInt8(separator.value))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDigits(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
        var divisor: Int64 = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The date stored as `text`, or `nil` when it is not in the stored format.
    package static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 27, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "."), bytes[26] == UInt8(ascii: "Z"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]),
            let second = number(bytes[17..<19]), let micros = number(bytes[20..<26]),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        let seconds = CivilDate.days(fromYear: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        if abs(seconds) < 9_000_000_000 {
            // Both operands are exact and IEEE division rounds correctly: this is the Double
            // nearest to seconds.micros, the same as parsing the decimal text.
            return Date(timeIntervalSince1970: Double(seconds * 1_000_000 + micros) / 1_000_000)
        }
        let magnitude =
            seconds >= 0 || micros == 0
            ? "\(abs(seconds)).\(pad(micros, 6))" : "\(-seconds - 1).\(pad(1_000_000 - micros, 6))"
        guard let value = Double(magnitude) else { return nil }
        return Date(timeIntervalSince1970: seconds < 0 ? -value : value)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        var value: Int64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
