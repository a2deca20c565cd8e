@_spi(Storage) import ActionData
import ActionDataStorage

/// SQLite as a dialect of the filter translation (see ``ADSQLiteFilter``): Booleans are the
/// integers 0 and 1, text compares under the `actiondata_text` collation (Swift's order),
/// integer arithmetic that overflows turns real as the engine's does, and whatever SQLite does
/// not mean as the engine does runs in the engine through the `actiondata_truth` function.
struct SQLiteDialect: SQLDialect {
    var booleansAreNumbers: Bool { true }
    var hasScalarMinMax: Bool { true }
    /// List aggregates stay with the engine (`actiondata_truth`): SQLite would parse a record's
    /// JSON once per row read, which measured slower than the engine, and no index serves them.
    var lists: (any SQLListDialect)? { nil }

    func literal(_ value: ADValue) -> SQLFragment? {
        switch value {
        case .bool(let flag): .bound(.integer(flag ? 1 : 0), kind: .boolean)
        case .int(let integer): .bound(.integer(integer), kind: .integer)
        case .double(let real): .bound(.real(real), kind: .real)
        case .string(let text): SQLFragment.bound(.text(text), kind: .text).wrapped("CAST(", " AS TEXT)", kind: .text)
        case .null, .data, .date, .array, .record: nil
        }
    }

    /// Text columns may hold text with NUL as its UTF-8 bytes, so they are read through a cast.
    func textColumn(_ quoted: String) -> SQLFragment { SQLFragment("CAST(\(quoted) AS TEXT)", kind: .text) }

    func boolean(_ value: Bool?) -> SQLFragment { SQLFragment(value.map { $0 ? "1" : "0" } ?? "NULL", kind: .boolean) }

    func truth(of value: SQLFragment) -> SQLFragment? {
        isNumber(value.kind) || value.kind == .null ? value : nil
    }

    func engineTruth(_ expression: ADExpression, schema: ADTableSchema) throws(ADDataError) -> SQLFragment? {
        try FilterFunctions.truthCall(expression, schema: schema)
    }

    func comparisonOperator(_ op: ADBinaryOperator) -> String { op.rawValue }

    func textComparand(_ side: SQLFragment, leading: Bool) -> SQLFragment {
        leading ? side.wrapped("", FilterFunctions.collationClause, kind: side.kind) : side
    }

    func integerOperand(_ operand: SQLFragment) -> SQLFragment { operand }

    func realOperand(_ operand: SQLFragment) -> SQLFragment { operand }

    func textOperand(_ operand: SQLFragment) -> SQLFragment { operand }

    func quotient(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment {
        SQLFragment(parts: [.sql("(CAST(")] + lhs.parts + [.sql(" AS REAL) / ")] + rhs.parts + [.sql(")")], kind: .real)
    }

    func remainder(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment? { .infix(lhs, "%", rhs, kind: .number) }

    /// Dates are stored as `YYYY-MM-DDTHH:MM:SS.ffffffZ` text; `strftime` reads the part before
    /// the fraction, so no SQLite version can round a fraction up into the next second.
    func dateField(_ field: DateField, of date: SQLFragment) -> SQLFragment {
        let format =
            switch field {
            case .year: "%Y"
            case .month: "%m"
            case .day: "%d"
            case .weekday: "%w"
            case .hour: "%H"
            case .minute: "%M"
            }
        return SQLFragment(
            parts: [.sql("CAST(strftime('\(format)', substr(")] + date.parts + [.sql(", 1, 19)) AS INTEGER)")],
            kind: .integer)
    }

    /// Whole seconds from the text before the fraction (no rounding of the fraction into
    /// the seconds), and the six fraction digits as they are stored.
    func microseconds(of date: SQLFragment) -> SQLFragment {
        SQLFragment(
            parts: [.sql("(CAST(strftime('%s', substr(")] + date.parts + [.sql(", 1, 19)) AS INTEGER) * 1000000 + CAST(substr(")]
                + date.parts + [.sql(", 21, 6) AS INTEGER))")],
            kind: .integer)
    }

    /// SQLite's integer division truncates toward zero.
    func truncatedQuotient(_ dividend: SQLFragment, by divisor: Int64) -> SQLFragment {
        SQLFragment(parts: [.sql("(")] + dividend.parts + [.sql(" / \(divisor))")], kind: .integer)
    }
}
