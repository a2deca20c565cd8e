/// The text forms `date(x)` reads: `YYYY-MM-DD`, optionally followed by `T` or a space and
/// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fraction`, optionally followed by `Z` or an offset
/// `±HH:MM` / `±HHMM`. Without an offset the text is a wall-clock time in the form's zone.
enum DateText {
    /// The instant in microseconds since 1970, or `nil` when `text` is none of the forms or
    /// names a day that does not exist (`2023-02-29`) or a year outside 1–9999.
    static func instant(_ text: String, in calendar: FormulaCalendar) -> Int64? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.digits(4), reader.skip("-"), let month = reader.digits(2), reader.skip("-"),
            let day = reader.digits(2), (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysIn(month: month, of: year)).contains(day)
        else { return nil }
        var micros: Int64 = 0
        if reader.skip("T") || reader.skip(" ") {
            guard let hour = reader.digits(2), reader.skip(":"), let minute = reader.digits(2), hour < 24, minute < 60
            else { return nil }
            var second: Int64 = 0
            var fraction: Int64 = 0
            if reader.skip(":") {
                guard let whole = reader.digits(2), whole < 60 else { return nil }
                second = whole
                if reader.skip(".") {
                    guard let digits = reader.fraction() else { return nil }
                    fraction = digits
                }
            }
            micros = ((hour * 60 + minute) * 60 + second) * 1_000_000 + fraction
        }
        let local = LocalDateTime(days: CivilDate.days(fromYear: year, month: month, day: day), microsecondOfDay: micros)
        var offset: Int64?
        if reader.skip("Z") || reader.skip("z") {
            offset = 0
        } else if let sign = reader.sign() {
            guard let hours = reader.digits(2), hours < 24 else { return nil }
            _ = reader.skip(":")
            guard let minutes = reader.digits(2), minutes < 60 else { return nil }
            offset = sign * (hours * 60 + minutes) * 60_000_000
        }
        guard reader.atEnd else { return nil }
        let instant = offset.map { local.localMicroseconds - $0 } ?? calendar.instant(local)
        return FormulaCalendar.validMicroseconds.contains(instant) ? instant : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func sign() -> Int64? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }

        /// Exactly `count` decimal digits.
        mutating func digits(_ count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// One or more fraction digits as microseconds (digits past the sixth are dropped).
        mutating func fraction() -> Int64? {
            var value: Int64 = 0
            var count = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                if count < 6 { value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
                count += 1
                index += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 6) { value *= 10 }
            return value
        }
    }
}
