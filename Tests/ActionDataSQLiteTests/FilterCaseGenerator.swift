import ActionData
import Foundation
import TestSupport

/// Generates rows of the `Sample` table and filter formulas over them, mixing kinds on
/// purpose so that both the plain-SQL translation and the formula-engine fallback run.
struct FilterCaseGenerator {
    var random: SeededGenerator

    static let texts: [ADValue] = [
        "abc", "ABC", "", "a_c", "10", "1abc", "It's", "Straße", "STRASSE", "\u{E9}t\u{E9}", "e\u{301}te\u{301}",
        "\u{212A}elvin", "kelvin", "x\u{0}y", "🙂 smile", "Ω", " pad ", "s%", .null,
    ]
    static let integers: [ADValue] = [0, 1, 2, 3, -3, 10, 9_223_372_036_854_775_807, -1, .null]
    static let reals: [ADValue] = [0.0, 0.5, -1.5, 2.0, 3.25, 10.0, 1e300, .null]
    static let dates: [ADValue] = [
        .date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1_700_000_000.25)),
        .date(Date(timeIntervalSince1970: -86_400.5)), .date(Date(timeIntervalSince1970: 1_700_000_000)), .null,
        .date(Date(timeIntervalSince1970: 951_782_400.999999)), .date(Date(timeIntervalSince1970: -0.000001)),
    ]

    static let template: ADRecord = [
        "id": 0, "i": 0, "j": 0, "x": 0.0, "flag": false, "name": "", "tag": "",
        "due": .date(Date(timeIntervalSince1970: 0)), "start": .date(Date(timeIntervalSince1970: 0)),
        "meta": ["city": "", "n": 0], "note": .null,
    ]

    mutating func row(id: Int64) -> ADRecord {
        [
            "id": .int(id), "i": random.pick(Self.integers), "j": random.pick(Self.integers),
            "x": random.pick(Self.reals),
            "flag": random.pick([true, false, .null]), "name": random.pick(Self.texts), "tag": random.pick(Self.texts),
            "due": random.pick(Self.dates), "start": random.pick(Self.dates),
            "meta": random.chance(80)
                ? .record(["city": random.pick(Self.texts), "n": random.pick(Self.integers)]) : .null,
            "note": random.pick(["12", "x", .null, "Straße"]),
        ]
    }

    // MARK: Formulas

    mutating func condition(_ depth: Int) -> String {
        if depth <= 0 || random.chance(25) { return atom(depth) }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return "(\(condition(depth - 1)) AND \(condition(depth - 1)))"
        case 1: return "(\(condition(depth - 1)) OR \(condition(depth - 1)))"
        case 2: return "NOT (\(condition(depth - 1)))"
        default: return atom(depth)
        }
    }

    private mutating func atom(_ depth: Int) -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1:
            let op = random.pick(["=", "!=", "<", "<=", ">", ">=", "IS", "IS NOT", "==", "<>"])
            return "(\(number(depth)) \(op) \(number(depth)))"
        case 2:
            let op = random.pick(["=", "!=", "<", ">=", "IS NOT"])
            return "(\(text(depth)) \(op) \(text(depth)))"
        case 3:
            let op = random.pick(["=", "<", ">", "IS"])
            return "(\(any(depth)) \(op) \(any(depth)))"
        case 4:
            let op = random.pick(["LIKE", "NOT LIKE", "GLOB"])
            let pattern = random.pick([
                "'s%'", "'%SS%'", "'a\\_c' ESCAPE '\\'", "'%'", "'k%'", "'_t_'", "'*e*'", "'[a-c]*'", "tag",
            ])
            return "(\(text(depth)) \(op) \(pattern))"
        case 5:
            return "(\(number(depth)) \(random.chance(30) ? "NOT " : "")BETWEEN \(number(0)) AND \(number(0)))"
        case 6:
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in random.chance(50) ? number(0) : text(0) }
            return "(\(any(depth)) \(random.chance(30) ? "NOT " : "")IN (\(items.joined(separator: ", "))))"
        case 7:
            return "(\(any(depth)) IS \(random.chance(50) ? "NOT " : "")NULL)"
        case 8:
            return random.pick(["flag", "i", "x", "name", "note", "meta", "due", "meta.n", "instr(name, 'a')"])
        case 9:
            return "(due \(random.pick(["<", "=", ">="])) \(random.pick(["due", "'2000-01-01'", "0", "NULL"])))"
        case 10:
            if random.chance(50) {
                return "(CASE WHEN \(condition(depth - 1)) THEN \(any(0)) ELSE \(any(0)) END)"
            }
            let op = random.pick(["=", ">", "<="])
            return
                "(CASE WHEN \(condition(depth - 1)) THEN \(number(depth - 1)) WHEN \(condition(0)) THEN \(number(0)) END \(op) \(number(0)))"
        default:
            return
                "(\(number(depth)) \(random.pick(["<", "="])) \(random.pick(["length(name)", "abs(i)", "round(x, 1)", "i / j", "x % 2"])))"
        }
    }

    mutating func number(_ depth: Int) -> String {
        if depth <= 0 || random.chance(40) {
            return random.pick([
                "i", "j", "x", "flag", "meta.n", "3", "0", "-1", "2.5", "NULL", "TRUE", "0.0", "9223372036854775807",
            ])
        }
        let a = number(depth - 1)
        let b = number(depth - 1)
        switch Int.random(in: 0..<10, using: &random) {
        case 9: return date()
        case 0: return "(\(a) + \(b))"
        case 1: return "(\(a) - \(b))"
        case 2: return "(\(a) * \(b))"
        case 3: return "(\(a) / \(b))"
        case 4: return "(\(a) % \(b))"
        case 5: return "(-\(a))"
        case 6: return random.pick(["coalesce", "ifnull", "nullif", "min"]) + "(\(a), \(b))"
        case 7: return "length(\(text(depth - 1)))"
        default: return "\(random.pick(["max", "iif", "compare"]))(\(random.pick(["flag", "i > j", a])), \(a), \(b))"
        }
    }

    /// A date function: fields and differences SQL computes, and calendar units and
    /// `dateAdd` that stay with the engine.
    mutating func date() -> String {
        let a = random.pick(["due", "start"])
        let b = random.pick(["due", "start", "NULL"])
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return "\(random.pick(["year", "month", "day", "weekday", "hour", "minute"]))(\(a))"
        case 1: return "dateDiff(\(a), \(b), '\(random.pick(["day", "hour", "minutes", "second", "month", "year"]))')"
        default: return "dateDiff(dateAdd(\(a), \(random.pick(["-1", "30", "(j % 400)"])), 'day'), \(b), 'hour')"
        }
    }

    mutating func text(_ depth: Int) -> String {
        if depth <= 0 || random.chance(40) {
            return random.pick([
                "name", "tag", "meta.city", "note", "'abc'", "'straße'", "'It''s'", "''", "'10'", "NULL",
            ])
        }
        let a = text(depth - 1)
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return "(\(a) || \(text(depth - 1)))"
        case 1: return "(\(a) + \(random.chance(50) ? text(depth - 1) : number(depth - 1)))"
        case 2: return "upper(\(a))"
        case 3: return "lower(\(a))"
        case 4: return "substr(\(a), \(random.pick(["1", "2", "-2", "0"])), \(random.pick(["1", "3", "-1"])))"
        case 5: return "trim(\(a))"
        case 6: return "replace(\(a), 'a', 'b')"
        case 7: return "coalesce(\(a), \(text(depth - 1)))"
        default: return "(\(a) || \(number(depth - 1)))"
        }
    }

    mutating func any(_ depth: Int) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return number(depth)
        case 1: return text(depth)
        case 2: return random.pick(["due", "meta", "flag"])
        default: return "iif(flag, \(number(0)), \(text(0)))"
        }
    }
}
