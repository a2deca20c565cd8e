import ActionData
import TestSupport

/// Records holding list fields and filter formulas over them, for the differential tests of
/// the aggregates' SQL translation.
///
/// `items` holds rows `{price, qty}` and `nums` bare numbers (a row's field `value`). Most row
/// values are small integers; the others are what the translation must not get wrong: NULL,
/// reals, integers large enough to overflow a total, text that reads as a number, Booleans;
/// lists are also empty or NULL. No row lacks a field (the engine fails on such a record,
/// and a formula failing on any record is not compared).
struct AggregateFilterGenerator {
    var random: SeededGenerator

    static let template: ADRecord = ["id": 0, "a": 0, "items": .array([]), "nums": .array([])]

    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    /// One row value: mostly a small integer, else one of the troublesome kinds.
    mutating func rowValue(dirty percent: Int) -> ADValue {
        guard chance(percent) else { return .int(Int64.random(in: -5...20, using: &random)) }
        return pick([
            .null, .null, .double(2.5), .double(-0.5), .double(3.0), .int(4_611_686_018_427_387_904), .int(Int64.max),
            .int(Int64.min), .int(9_007_199_254_740_993), .string("7"), .string("x"), .bool(true),
        ])
    }

    /// A list of up to `length` rows, or an empty or NULL list.
    mutating func list(length: Int, dirty: Int, row: (inout AggregateFilterGenerator) -> ADValue) -> ADValue {
        if chance(8) { return .null }
        if chance(8) { return .array([]) }
        return .array((0..<Int.random(in: 1...length, using: &random)).map { _ in row(&self) })
    }

    /// `count` records; a few with long lists, some with every value a small integer.
    mutating func records(_ count: Int) -> [ADRecord] {
        (0..<count).map { index in
            let dirty = index % 3 == 0 ? 0 : 12
            let length = index % 7 == 0 ? 60 : 6
            let items = list(length: length, dirty: dirty) { generator in
                .record(["price": generator.rowValue(dirty: dirty), "qty": generator.rowValue(dirty: dirty)])
            }
            let nums = list(length: length, dirty: dirty) { $0.rowValue(dirty: dirty) }
            let a: ADValue = chance(10) ? .null : .int(Int64.random(in: -3...10, using: &random))
            return ["id": .int(Int64(index)), "a": a, "items": items, "nums": nums]
        }
    }

    /// An expression over one row of `items`.
    mutating func row(_ depth: Int) -> String {
        if depth <= 0 || chance(35) {
            return pick(["price", "qty", "price", "qty", "outer.a", String(Int.random(in: -3...5, using: &random))])
        }
        let (a, b) = (row(depth - 1), row(depth - 1))
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1: return "(\(a) + \(b))"
        case 2: return "(\(a) - \(b))"
        case 3, 4: return "(\(a) * \(b))"
        case 5: return "(\(a) % 3)"
        case 6: return "coalesce(\(a), 0)"
        default: return "(\(a) / 2.0)"
        }
    }

    /// A condition on one row of `items`.
    mutating func rowCondition() -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return "price IS NULL"
        case 1: return "qty BETWEEN 1 AND 5"
        default: return "\(row(1)) \(pick(["<", "<=", ">", ">=", "=", "!="])) \(row(1))"
        }
    }

    /// An aggregate over `items` or `nums`.
    mutating func aggregate() -> String {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return "sum(items, \(row(2)))"
        case 1: return "avg(items, \(row(2)))"
        case 2: return "\(pick(["min", "max"]))(items, \(row(2)))"
        case 3: return "count(items)"
        case 4: return "count(items, \(rowCondition()))"
        case 5: return "sum(nums, value * \(Int.random(in: -2...3, using: &random)))"
        case 6: return "count(nums, value > \(Int.random(in: -2...10, using: &random)))"
        case 7: return "\(pick(["min", "max", "avg"]))(nums, value)"
        default: return "count(nums)"
        }
    }

    /// A filter: aggregates compared with constants or each other, combined with a column test.
    mutating func filter(_ depth: Int = 2) -> String {
        if depth <= 0 || chance(40) {
            let op = pick(["<", "<=", ">", ">=", "=", "!="])
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return "\(aggregate()) IS NULL"
            case 1: return "\(aggregate()) \(op) \(aggregate())"
            case 2: return "\(aggregate()) \(op) \(pick(["2.5", "0.5", "NULL", "a"]))"
            default: return "\(aggregate()) \(op) \(Int.random(in: -10...60, using: &random))"
            }
        }
        let (a, b) = (filter(depth - 1), filter(depth - 1))
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1: return "(\(a)) AND (\(b))"
        case 2: return "(\(a)) OR (\(b))"
        case 3: return "NOT (\(a))"
        default: return "(\(a)) AND a > \(Int.random(in: -2...5, using: &random))"
        }
    }
}
