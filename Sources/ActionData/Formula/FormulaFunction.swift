/// Every function the formula language has: a closed set, each with the argument counts it
/// accepts.
///
/// The compiler switches over this enum without a `default:`, so adding a case is a compile
/// error everywhere a function needs an implementation, an arity or a translation.
enum FormulaFunction: String, CaseIterable, Sendable {
    case ltrim, trim, rtrim, instr, replace, substr, substring, upper, lower, length
    case abs, random, compare, iif, coalesce, ifnull, nullif, round, min, max, format
    case now, today, date, year, month, day, weekday, hour, minute, age
    case dateAdd = "dateadd", dateDiff = "datediff"
    case sum, count, avg

    /// The name as the documentation writes it (`dateAdd`); calls match it in any case.
    var displayName: String {
        switch self {
        case .dateAdd: "dateAdd"
        case .dateDiff: "dateDiff"
        default: rawValue
        }
    }

    /// How many arguments a call may pass (`Int.max` as the upper bound: no upper bound).
    var arity: ClosedRange<Int> {
        switch self {
        case .ltrim, .trim, .rtrim: 1...2
        case .instr, .ifnull, .nullif, .format: 2...2
        case .replace, .compare, .iif: 3...3
        case .substr, .substring: 2...3
        case .upper, .lower, .length, .abs: 1...1
        case .now: 0...0
        case .today: 0...1
        case .date, .year, .month, .day, .weekday, .hour, .minute, .age: 1...1
        case .dateAdd, .dateDiff: 3...3
        case .sum, .avg: 2...2
        case .count: 1...2
        case .random: 0...2
        case .round: 1...2
        case .coalesce, .min, .max: 2...Int.max
        }
    }

    /// The arity as a person reads it: "1", "2 to 3", "at least 2".
    var arityDescription: String {
        if arity.upperBound == Int.max { return "at least \(arity.lowerBound)" }
        if arity.lowerBound == arity.upperBound { return "\(arity.lowerBound)" }
        return "\(arity.lowerBound) to \(arity.upperBound)"
    }

    /// Whether the function aggregates a list: its arguments after the first are evaluated
    /// once per row (``AggregateScope``). `min` and `max` do so when called with two arguments
    /// and the first is a list.
    var aggregatesRows: Bool {
        switch self {
        case .sum, .count, .avg, .min, .max: true
        default: false
        }
    }
}
