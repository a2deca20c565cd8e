import Foundation

/// What the date functions compute (`date`, `dateAdd`, `dateDiff`, `year` … `age`), in one
/// ``FormulaCalendar``. Arguments that are not dates (after `date(x)`'s conversion of text)
/// give NULL; an unknown unit and a result outside years 1–9999 are typed errors.
struct FormulaDates: Sendable {
    let calendar: FormulaCalendar

    /// The instant `value` stands for in microseconds since 1970: a date, or text in one of the
    /// forms `date(x)` reads; `nil` for anything else.
    /// - Throws: ``ADEvaluationError/dateOutOfRange(function:)`` for a date outside years 1–9999.
    func instant(_ value: ADValue, function: String) throws(ADEvaluationError) -> Int64? {
        switch value {
        case .date(let date):
            guard let micros = calendar.microseconds(date) else { throw .dateOutOfRange(function: function) }
            return micros
        case .string(let text):
            return DateText.instant(text, in: calendar)
        default:
            return nil
        }
    }

    /// A field of the date at `micros`, in the calendar's zone.
    func component(_ component: DateField, of micros: Int64) -> Int64 {
        let local = calendar.local(micros)
        switch component {
        case .year: return local.civil.year
        case .month: return local.civil.month
        case .day: return local.civil.day
        case .weekday:
            let shifted = (local.days + 4) % 7
            return shifted < 0 ? shifted + 7 : shifted
        case .hour: return local.microsecondOfDay / 3_600_000_000
        case .minute: return local.microsecondOfDay / 60_000_000 % 60
        }
    }

    /// The unit a `dateAdd`/`dateDiff` argument names, `nil` for NULL.
    /// - Throws: ``ADEvaluationError/unknownDateUnit(function:unit:)`` for anything else.
    static func unit(_ value: ADValue, function: String) throws(ADEvaluationError) -> DateUnit? {
        switch value {
        case .null: return nil
        case .string(let text):
            guard let unit = DateUnit(text: text) else { throw .unknownDateUnit(function: function, unit: text) }
            return unit
        default:
            throw .unknownDateUnit(function: function, unit: "\(value)")
        }
    }

    /// `micros` moved by `amount` units: calendar units keep the wall-clock time in the zone
    /// (a month or year ending past the month's last day ends on that day); fixed units add
    /// elapsed time.
    /// - Throws: ``ADEvaluationError/dateOutOfRange(function:)`` when the result is outside years 1–9999.
    func add(_ amount: Int64, _ unit: DateUnit, to micros: Int64) throws(ADEvaluationError) -> Int64 {
        let outOfRange = ADEvaluationError.dateOutOfRange(function: "dateAdd")
        // Any amount past these moves every valid date out of years 1–9999.
        let limits: [DateUnit: Int64] = [.year: 10_000, .month: 120_000, .day: 3_700_000]
        if let fixed = unit.fixedMicroseconds {
            guard amount.magnitude <= UInt64(320_000_000_000_000_000 / fixed) else { throw outOfRange }
            let result = micros + amount * fixed
            guard FormulaCalendar.validMicroseconds.contains(result) else { throw outOfRange }
            return result
        }
        guard let limit = limits[unit], amount.magnitude <= UInt64(limit) else { throw outOfRange }
        let local = calendar.local(micros)
        let moved: LocalDateTime
        if unit == .day {
            moved = LocalDateTime(days: local.days + amount, microsecondOfDay: local.microsecondOfDay)
        } else {
            guard let shifted = Self.moved(local, byMonths: unit == .year ? amount * 12 : amount) else { throw outOfRange }
            moved = shifted
        }
        guard (1...9999).contains(moved.civil.year) else { throw outOfRange }
        let result = calendar.instant(moved)
        guard FormulaCalendar.validMicroseconds.contains(result) else { throw outOfRange }
        return result
    }

    /// `local` moved by `months` calendar months on the wall clock, a day past the month's end
    /// clamped to its last day; `nil` outside years 1–9999.
    private static func moved(_ local: LocalDateTime, byMonths months: Int64) -> LocalDateTime? {
        let civil = local.civil
        let index = civil.year * 12 + (civil.month - 1) + months
        let year = index >= 0 ? index / 12 : (index - 11) / 12
        let month = index - year * 12 + 1
        guard (1...9999).contains(year) else { return nil }
        let day = min(civil.day, CivilDate.daysIn(month: month, of: year))
        return LocalDateTime(days: CivilDate.days(fromYear: year, month: month, day: day), microsecondOfDay: local.microsecondOfDay)
    }

    /// Whole units from `start` to `end`, truncated toward zero: negative when `end` is earlier.
    /// Days count on the zone's wall clock. Months (and years, twelve of them) are the most
    /// that `dateAdd` can move `start` by without passing `end`: `n` months have passed when
    /// `dateAdd(start, n, 'month')` is not past `end` (python-dateutil's `relativedelta` rule).
    func difference(from start: Int64, to end: Int64, in unit: DateUnit) -> Int64 {
        if let fixed = unit.fixedMicroseconds { return (end - start) / fixed }
        let a = calendar.local(start)
        let b = calendar.local(end)
        if unit == .day { return (b.localMicroseconds - a.localMicroseconds) / 86_400_000_000 }
        let first = a.civil
        let second = b.civil
        var months = (second.year * 12 + second.month) - (first.year * 12 + first.month)
        // Landing in `end`'s month, `start` moved by the calendar months between them is at
        // most one month too far: back off once when it passed `end`.
        let target = b.localMicroseconds
        if let landing = Self.moved(a, byMonths: months)?.localMicroseconds {
            if months > 0, landing > target { months -= 1 }
            if months < 0, landing < target { months += 1 }
        }
        return unit == .year ? months / 12 : months
    }

    /// The start of the day `offset` days from today in the zone.
    func today(offset: Int64) throws(ADEvaluationError) -> Date {
        guard let now = calendar.microseconds(Date()) else { throw .dateOutOfRange(function: "today") }
        let local = calendar.local(now)
        guard offset.magnitude <= 3_700_000 else { throw .dateOutOfRange(function: "today") }
        let start = LocalDateTime(days: local.days + offset, microsecondOfDay: 0)
        guard (1...9999).contains(start.civil.year) else { throw .dateOutOfRange(function: "today") }
        return calendar.date(microseconds: calendar.instant(start))
    }
}
