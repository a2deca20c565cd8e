import Foundation

/// Comparison of values of any kinds, in SQLite's order: NULL < numbers < text < blobs.
///
/// Booleans count as the numbers 1 and 0; a date compares with a number as its
/// seconds since 1970, with a date chronologically and with text as its ISO 8601
/// text. Arrays and records sort after data, arrays first.
enum FormulaOrdering {
    /// Replaces `best` with `value` when there is none yet or `value` is smaller (`smallest`)
    /// or larger: the running extreme of `min` and `max`.
    @inline(__always)
    static func keep(_ value: ADValue, in best: inout ADValue?, smallest: Bool) {
        guard let current = best else {
            best = value
            return
        }
        let order = compare(value, current)
        if smallest ? order < 0 : order > 0 { best = value }
    }

    /// The order of two values that are not NULL: negative, zero or positive.
    static func compare(_ left: ADValue, _ right: ADValue) -> Int {
        switch (left, right) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.double(let a), .double(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.int(let a), .double(let b)): return compare(a, b)
        case (.double(let a), .int(let b)): return -compare(b, a)
        case (.string(let a), .string(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.date(let a), .date(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.date(let a), .string(let b)): return compare(ADValue.string(a.formatted(.iso8601)), .string(b))
        case (.string(let a), .date(let b)): return compare(ADValue.string(a), .string(b.formatted(.iso8601)))
        default: break
        }
        let leftClass = typeClass(left)
        let rightClass = typeClass(right)
        if leftClass != rightClass { return leftClass < rightClass ? -1 : 1 }
        switch leftClass {
        case 1:
            guard let a = FormulaValues.number(left), let b = FormulaValues.number(right) else { return 0 }
            switch (a, b) {
            case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
            case (.int(let x), .double(let y)): return compare(x, y)
            case (.double(let x), .int(let y)): return -compare(y, x)
            case (.double(let x), .double(let y)): return x < y ? -1 : (x == y ? 0 : 1)
            }
        case 3:
            let a = left.dataValue ?? Data()
            let b = right.dataValue ?? Data()
            if a == b { return 0 }
            return a.lexicographicallyPrecedes(b) ? -1 : 1
        default:
            if left == right { return 0 }
            return left.description < right.description ? -1 : 1
        }
    }

    /// `true` when two values that are not NULL are equal under ``compare(_:_:)``.
    @inline(__always)
    static func equal(_ left: ADValue, _ right: ADValue) -> Bool {
        switch (left, right) {
        case (.int(let a), .int(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        default: compare(left, right) == 0
        }
    }

    /// 0 NULL, 1 numbers (and booleans and dates), 2 text, 3 data, 4 arrays, 5 records.
    private static func typeClass(_ value: ADValue) -> Int {
        switch value {
        case .null: 0
        case .bool, .int, .double, .date: 1
        case .string: 2
        case .data: 3
        case .array: 4
        case .record: 5
        }
    }

    /// An integer against a real, exactly (no rounding of large integers).
    static func compare(_ integer: Int64, _ real: Double) -> Int {
        if real.isNaN { return 1 }
        if real < -9.223372036854775808e18 { return 1 }
        if real >= 9.223372036854775808e18 { return -1 }
        let truncated = Int64(real)
        if integer < truncated { return -1 }
        if integer > truncated { return 1 }
        let whole = Double(truncated)
        if whole == real { return 0 }
        return real > whole ? -1 : 1
    }
}
