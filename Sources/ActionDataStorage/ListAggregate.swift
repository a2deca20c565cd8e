/// An aggregate over a list field that ``FilterTranslator`` may write as SQL over the rows of
/// the list's JSON: `sum(list, expr)`, `count(list [, condition])`, `avg(list, expr)` and the
/// list forms of `min(list, expr)` and `max(list, expr)`.
package enum ListAggregate: String {
    case sum, count, avg, min, max

    /// The prefix through which a row expression reads the record around the list (the
    /// engine's `outer.`, see the formula language).
    package static let outerPrefix = "outer"
    /// The SQL name of one row of the list inside the aggregate's subquery.
    package static let rowAlias = "\"ad_row\""
    /// The largest magnitude of a total the translation lets the database compute: every
    /// partial total within it is exact as a 64-bit integer and as a real, so the database's
    /// total is the engine's whatever order it adds in.
    package static let exactTotal = "9007199254740992"

    /// The aggregate a call of `name` with `argumentCount` arguments is, or `nil`.
    package init?(name: String, argumentCount: Int) {
        guard let aggregate = ListAggregate(rawValue: name) else { return nil }
        switch aggregate {
        case .count: guard argumentCount == 1 || argumentCount == 2 else { return nil }
        case .sum, .avg, .min, .max: guard argumentCount == 2 else { return nil }
        }
        self = aggregate
    }

    /// Whether the engine answers NULL for a NULL list (`min` and `max` then take their
    /// scalar form, which the translation leaves to the engine).
    package var acceptsNullList: Bool { self != .min && self != .max }

    /// Whether `name` can be written after a PostgreSQL `->` without quoting:
    /// ASCII letters, digits and `_`, not starting with a digit.
    package static func isPlainName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}
