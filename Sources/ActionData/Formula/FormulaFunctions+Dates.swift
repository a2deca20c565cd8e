import Foundation

/// The date functions, in the zone of the formula's limits (``ADEvaluationLimits/timeZone``).
extension FormulaFunctions {
    private var dates: FormulaDates { FormulaDates(calendar: FormulaCalendar(zone: budget.limits.timeZone)) }

    /// `today()`, or `today(n)`: the start of the day `n` days from today.
    func today(_ days: FormulaEvaluator?) -> FormulaEvaluator {
        let dates = dates
        return FormulaEvaluator { record throws(ADEvaluationError) in
            var offset: Int64 = 0
            if let days {
                guard let number = FormulaValues.number(try days(record)) else { return .null }
                offset = number.truncated
            }
            return .date(try dates.today(offset: offset))
        }
    }

    /// `date(x)`: a date as it is, text in one of ``DateText``'s forms as a date, else NULL.
    func date(_ a: FormulaEvaluator) -> FormulaEvaluator {
        let dates = dates
        return FormulaEvaluator { record throws(ADEvaluationError) in
            let value = try a(record)
            if case .date = value { return value }
            guard let micros = try dates.instant(value, function: "date") else { return .null }
            return .date(dates.calendar.date(microseconds: micros))
        }
    }

    /// `year(d)`, `month(d)`, `day(d)`, `weekday(d)` (0 = Sunday), `hour(d)`, `minute(d)`.
    func dateComponent(_ component: DateField, of a: FormulaEvaluator) -> FormulaEvaluator {
        let dates = dates
        let name = "\(component)"
        return FormulaEvaluator { record throws(ADEvaluationError) in
            guard let micros = try dates.instant(try a(record), function: name) else { return .null }
            return .int(dates.component(component, of: micros))
        }
    }

    /// `age(d)`: whole years from `d` to now.
    func age(_ a: FormulaEvaluator) -> FormulaEvaluator {
        let dates = dates
        return FormulaEvaluator { record throws(ADEvaluationError) in
            guard let micros = try dates.instant(try a(record), function: "age") else { return .null }
            guard let now = dates.calendar.microseconds(Date()) else { throw .dateOutOfRange(function: "age") }
            return .int(dates.difference(from: micros, to: now, in: .year))
        }
    }

    /// `dateAdd(d, n, unit)`: `n` truncated to a whole number.
    func dateAdd(_ a: FormulaEvaluator, _ b: FormulaEvaluator, _ c: FormulaEvaluator) -> FormulaEvaluator {
        let dates = dates
        return FormulaEvaluator { record throws(ADEvaluationError) in
            let start = try dates.instant(try a(record), function: "dateAdd")
            let amount = FormulaValues.number(try b(record))
            guard let unit = try FormulaDates.unit(try c(record), function: "dateAdd"), let start, let amount else {
                return .null
            }
            return .date(dates.calendar.date(microseconds: try dates.add(amount.truncated, unit, to: start)))
        }
    }

    /// `dateDiff(a, b, unit)`: whole units from `a` to `b`.
    func dateDiff(_ a: FormulaEvaluator, _ b: FormulaEvaluator, _ c: FormulaEvaluator) -> FormulaEvaluator {
        let dates = dates
        return FormulaEvaluator { record throws(ADEvaluationError) in
            let start = try dates.instant(try a(record), function: "dateDiff")
            let end = try dates.instant(try b(record), function: "dateDiff")
            guard let unit = try FormulaDates.unit(try c(record), function: "dateDiff"), let start, let end else {
                return .null
            }
            return .int(dates.difference(from: start, to: end, in: unit))
        }
    }
}
