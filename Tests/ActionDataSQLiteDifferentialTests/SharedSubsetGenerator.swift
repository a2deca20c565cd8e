import TestSupport

/// One generated expression in two spellings: ActionData's (fields by name) and
/// SQLite's (fields as named parameters, `:name`).
struct DualExpression {
    let formula: String
    let sql: String

    init(_ formula: String, _ sql: String) {
        self.formula = formula
        self.sql = sql
    }

    init(both text: String) { self.init(text, text) }

    /// Wraps both spellings in parentheses.
    var parenthesized: DualExpression { DualExpression("(\(formula))", "(\(sql))") }
}

/// Builds expressions in the subset where ActionData and SQLite must agree exactly.
///
/// The generator keeps to the shared subset by construction, avoiding the documented
/// deviations (docs/formula-language.md, "Deviations from SQLite"):
/// - `/` only with a real divisor (SQLite divides integers as integers);
/// - `+` only between numbers (ActionData's `+` joins text);
/// - `||` only on text and integers (reals and booleans print differently), and every
///   `||` and comparison is parenthesized (SQLite ranks `||` above `*` and `<` above `=`);
/// - no `instr` (ActionData answers TRUE/FALSE), no `length` of a boolean;
/// - text is ASCII, so case folding and ordering are byte-wise in both.
struct SharedSubsetGenerator {
    var random: SeededGenerator

    static let numberFields = ["a", "b", "x"]
    static let textFields = ["s", "t", "u"]
    static let dateFields = ["d", "e"]

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private func field(_ name: String) -> DualExpression { DualExpression(name, ":" + name) }

    mutating func number(_ depth: Int) -> DualExpression {
        if depth <= 0 || chance(30) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return field(pick(Self.numberFields + ["n"]))
            case 1: return DualExpression(both: String(Int.random(in: -20...20, using: &random)))
            case 2: return DualExpression(both: pick(["0.5", "2.5", "-1.25", "3.0", "0.0", "1e2", "NULL"]))
            default: return field(pick(Self.numberFields))
            }
        }
        let a = number(depth - 1).parenthesized
        let b = number(depth - 1).parenthesized
        switch Int.random(in: 0..<14, using: &random) {
        case 12: return dateField()
        case 13: return dateDifference()
        case 0: return combine(a, "+", b)
        case 1: return combine(a, "-", b)
        case 2: return combine(a, "*", b)
        case 3: return combine(a, "/", DualExpression(both: pick(["2.0", "0.5", "4.0", "0.0", "-8.0"])))
        case 4: return combine(a, "%", b)
        case 5:
            let s = text(depth - 1)
            return DualExpression("length(\(s.formula))", "length(\(s.sql))")
        case 6: return DualExpression("abs(\(a.formula))", "abs(\(a.sql))")
        case 7: return DualExpression("-\(a.formula)", "-\(a.sql)")
        case 8: return caseExpression(depth, result: { $0.number(depth - 1) })
        case 9: return condition(depth - 1).parenthesized
        case 10:
            let c = number(depth - 1).parenthesized
            return DualExpression(
                "coalesce(\(a.formula), \(b.formula), \(c.formula))", "coalesce(\(a.sql), \(b.sql), \(c.sql))")
        default:
            let name = pick(["min", "max", "nullif", "ifnull"])
            return DualExpression("\(name)(\(a.formula), \(b.formula))", "\(name)(\(a.sql), \(b.sql))")
        }
    }

    /// `year(d)` … `minute(d)` of a date field; SQLite reads the stored text up to the seconds
    /// with `strftime`, as the translation does (this SQLite rounds a fraction of .999999 into
    /// the next second, and so the next day or year, where the engine truncates).
    private mutating func dateField() -> DualExpression {
        let (name, format) = pick([
            ("year", "%Y"), ("month", "%m"), ("day", "%d"), ("weekday", "%w"), ("hour", "%H"), ("minute", "%M"),
        ])
        let date = pick(Self.dateFields)
        return DualExpression("\(name)(\(date))", "CAST(strftime('\(format)', substr(:\(date), 1, 19)) AS INTEGER)")
    }

    /// `dateDiff` of two date fields in days or fixed units: whole microseconds apart,
    /// divided with truncation toward zero.
    private mutating func dateDifference() -> DualExpression {
        let (unit, divisor) = pick([
            ("day", "86400000000"), ("hour", "3600000000"), ("minute", "60000000"), ("second", "1000000"),
        ])
        let start = pick(Self.dateFields)
        let end = pick(Self.dateFields)
        func micros(_ field: String) -> String {
            "(CAST(strftime('%s', substr(:\(field), 1, 19)) AS INTEGER) * 1000000 + CAST(substr(:\(field), 21, 6) AS INTEGER))"
        }
        return DualExpression(
            "dateDiff(\(start), \(end), '\(unit)')", "((\(micros(end)) - \(micros(start))) / \(divisor))")
    }

    mutating func text(_ depth: Int) -> DualExpression {
        if depth <= 0 || chance(30) {
            if chance(50) { return field(pick(Self.textFields + ["n"])) }
            let literal = pick(["'abc'", "'Hello'", "' pad '", "''", "'a_c'", "'It''s'", "'ABC'", "'hello world'", "'10'", "NULL"])
            return DualExpression(both: literal)
        }
        let s = text(depth - 1)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return DualExpression("upper(\(s.formula))", "upper(\(s.sql))")
        case 1: return DualExpression("lower(\(s.formula))", "lower(\(s.sql))")
        case 2:
            let name = pick(["trim", "ltrim", "rtrim"])
            return DualExpression("\(name)(\(s.formula))", "\(name)(\(s.sql))")
        case 3:
            let start = smallInteger(depth)
            if chance(50) { return DualExpression("substr(\(s.formula), \(start.formula))", "substr(\(s.sql), \(start.sql))") }
            let length = smallInteger(depth)
            return DualExpression(
                "substr(\(s.formula), \(start.formula), \(length.formula))", "substr(\(s.sql), \(start.sql), \(length.sql))")
        case 4:
            let pattern = text(0)
            let replacement = text(0)
            return DualExpression(
                "replace(\(s.formula), \(pattern.formula), \(replacement.formula))",
                "replace(\(s.sql), \(pattern.sql), \(replacement.sql))")
        case 5:
            let other = chance(50) ? text(depth - 1) : DualExpression(both: String(Int.random(in: -5...50, using: &random)))
            return DualExpression("(\(s.formula) || \(other.formula))", "(\(s.sql) || \(other.sql))")
        case 6: return caseExpression(depth, result: { $0.text(depth - 1) })
        default: return s
        }
    }

    private mutating func smallInteger(_ depth: Int) -> DualExpression {
        if chance(30) { return field(pick(["a", "b", "n"])) }
        return DualExpression(both: String(Int.random(in: -7...7, using: &random)))
    }

    mutating func condition(_ depth: Int) -> DualExpression {
        if depth <= 0 || chance(20) {
            return chance(50) ? comparison(depth) : DualExpression(both: pick(["TRUE", "FALSE", "NULL", "1", "0"]))
        }
        let a = condition(depth - 1).parenthesized
        let b = condition(depth - 1).parenthesized
        switch Int.random(in: 0..<10, using: &random) {
        case 9:
            let op = pick(["=", "!=", "<", "<=", ">", ">="])
            let (first, second) = (pick(Self.dateFields), pick(Self.dateFields))
            return DualExpression("(\(first) \(op) \(second))", "(:\(first) \(op) :\(second))")
        case 0: return combine(a, "AND", b)
        case 1: return combine(a, "OR", b)
        case 2: return DualExpression("NOT \(a.formula)", "NOT \(a.sql)")
        case 3:
            let s = text(depth - 1).parenthesized
            let pattern = pick(["'%'", "'a%'", "'%c'", "'_b_'", "'%l%o%'", "'HELLO'", "'%_'", "''", "'a\\_c' ESCAPE '\\'"])
            let not = chance(30) ? "NOT " : ""
            return DualExpression("\(s.formula) \(not)LIKE \(pattern)", "\(s.sql) \(not)LIKE \(pattern)")
        case 4:
            let v = number(depth - 1).parenthesized
            let low = number(0).parenthesized
            let high = number(0).parenthesized
            let not = chance(30) ? "NOT " : ""
            return DualExpression(
                "\(v.formula) \(not)BETWEEN \(low.formula) AND \(high.formula)", "\(v.sql) \(not)BETWEEN \(low.sql) AND \(high.sql)")
        case 5:
            let useText = chance(40)
            let v = useText ? text(depth - 1).parenthesized : number(depth - 1).parenthesized
            let items = (0..<Int.random(in: 1...4, using: &random)).map { _ in useText ? text(0) : number(0) }
            let not = chance(30) ? "NOT " : ""
            return DualExpression(
                "\(v.formula) \(not)IN (\(items.map(\.formula).joined(separator: ", ")))",
                "\(v.sql) \(not)IN (\(items.map(\.sql).joined(separator: ", ")))")
        case 6:
            let v = number(depth - 1).parenthesized
            let not = chance(50) ? "NOT " : ""
            return DualExpression("\(v.formula) IS \(not)NULL", "\(v.sql) IS \(not)NULL")
        case 7:
            let s = text(depth - 1).parenthesized
            let not = chance(30) ? "NOT " : ""
            let pattern = pick(["'*'", "'a*'", "'[a-c]*'", "'?b?'", "'[^A-Z]*'", "'*l*'"])
            return DualExpression("\(s.formula) \(not)GLOB \(pattern)", "\(s.sql) \(not)GLOB \(pattern)")
        default:
            return comparison(depth - 1)
        }
    }

    private mutating func comparison(_ depth: Int) -> DualExpression {
        let op = pick(["=", "==", "!=", "<>", "<", "<=", ">", ">="])
        let useText = chance(40)
        let a = useText ? text(depth).parenthesized : number(depth).parenthesized
        let b = chance(85) ? (useText ? text(depth).parenthesized : number(depth).parenthesized) : text(0).parenthesized
        return DualExpression("(\(a.formula) \(op) \(b.formula))", "(\(a.sql) \(op) \(b.sql))")
    }

    private mutating func caseExpression(_ depth: Int, result: (inout SharedSubsetGenerator) -> DualExpression)
        -> DualExpression
    {
        var formula = "CASE"
        var sql = "CASE"
        let hasBase = chance(50)
        if hasBase {
            let base = number(depth - 1).parenthesized
            formula += " \(base.formula)"
            sql += " \(base.sql)"
        }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let when = hasBase ? number(0).parenthesized : condition(depth - 1).parenthesized
            let then = result(&self).parenthesized
            formula += " WHEN \(when.formula) THEN \(then.formula)"
            sql += " WHEN \(when.sql) THEN \(then.sql)"
        }
        if chance(60) {
            let otherwise = result(&self).parenthesized
            formula += " ELSE \(otherwise.formula)"
            sql += " ELSE \(otherwise.sql)"
        }
        return DualExpression(formula + " END", sql + " END")
    }

    private func combine(_ a: DualExpression, _ op: String, _ b: DualExpression) -> DualExpression {
        DualExpression("\(a.formula) \(op) \(b.formula)", "\(a.sql) \(op) \(b.sql)")
    }

    /// Any expression: a number, text or a condition.
    mutating func expression() -> DualExpression {
        let depth = Int.random(in: 1...4, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return number(depth)
        case 1: return text(depth)
        default: return condition(depth)
        }
    }
}
