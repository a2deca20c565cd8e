import Foundation

/// An instant read in a time zone: the wall-clock calendar date and time there, to the
/// microsecond, for years 1–9999.
struct LocalDateTime: Sendable {
    /// Days from 1970-01-01 to the local date.
    let days: Int64
    /// Microseconds since the local midnight.
    let microsecondOfDay: Int64

    var civil: (year: Int64, month: Int64, day: Int64) { CivilDate.civil(fromDays: days) }

    /// Microseconds from 1970-01-01 00:00 to this wall-clock time (as if the zone were UTC).
    var localMicroseconds: Int64 { days * 86_400_000_000 + microsecondOfDay }

    init(days: Int64, microsecondOfDay: Int64) {
        self.days = days
        self.microsecondOfDay = microsecondOfDay
    }

    init(localMicroseconds: Int64) {
        let day: Int64 = 86_400_000_000
        days = localMicroseconds >= 0 ? localMicroseconds / day : (localMicroseconds - (day - 1)) / day
        microsecondOfDay = localMicroseconds - days * day
    }
}

/// The calendar the date functions use: proleptic Gregorian, in one time zone (the form's,
/// ``ADEvaluationLimits/timeZone``), with instants rounded to the microsecond as they are
/// stored.
struct FormulaCalendar: Sendable {
    /// The first and last instants of years 1 and 9999 in microseconds since 1970 (UTC).
    static let validMicroseconds: ClosedRange<Int64> = -62_135_596_800_000_000...253_402_300_799_999_999

    let zone: TimeZone
    /// The zone's offset when it never changes (UTC, GMT, `GMT+0100`), so no lookup is needed.
    private let fixedOffset: Int64?

    init(zone: TimeZone) {
        self.zone = zone
        let identifier = zone.identifier
        fixedOffset = identifier == "UTC" || identifier.hasPrefix("GMT") ? Int64(zone.secondsFromGMT()) : nil
    }

    /// The instant of `date` in microseconds since 1970, or `nil` outside years 1–9999 (in UTC).
    func microseconds(_ date: Date) -> Int64? {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 300_000_000_000 else { return nil }
        let micros = Int64((seconds * 1_000_000).rounded())
        return Self.validMicroseconds.contains(micros) ? micros : nil
    }

    /// The date of an instant in microseconds since 1970.
    func date(microseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(microseconds) / 1_000_000)
    }

    /// The zone's offset from UTC, in seconds, at the instant `seconds` since 1970.
    private func offset(atSeconds seconds: Int64) -> Int64 {
        if let fixedOffset { return fixedOffset }
        return Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))))
    }

    /// The wall-clock time in the zone at the instant `micros`.
    func local(_ micros: Int64) -> LocalDateTime {
        let seconds = micros >= 0 ? micros / 1_000_000 : (micros - 999_999) / 1_000_000
        return LocalDateTime(localMicroseconds: micros + offset(atSeconds: seconds) * 1_000_000)
    }

    /// The instant at which the zone's clocks show `local`. A wall-clock time skipped by a
    /// daylight-saving change moves forward by the change; a repeated one takes the earlier
    /// offset's instant, as Foundation's calendar does.
    func instant(_ local: LocalDateTime) -> Int64 {
        let wall = local.localMicroseconds
        guard fixedOffset == nil else { return wall - (fixedOffset ?? 0) * 1_000_000 }
        let wallSeconds = wall >= 0 ? wall / 1_000_000 : (wall - 999_999) / 1_000_000
        let guess = offset(atSeconds: wallSeconds)
        let corrected = offset(atSeconds: wallSeconds - guess)
        return wall - corrected * 1_000_000
    }
}
