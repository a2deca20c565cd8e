@_spi(Storage) import ActionData
import ActionDataStorage

/// PostgreSQL as a dialect of the filter translation.
///
/// Where the meanings part: text compares by Unicode scalars of the NFC form (Swift's
/// `String` order; PostgreSQL's collations differ) so both sides are normalised and
/// compared under `COLLATE "C"`; `/` always divides as reals and gives NULL for a zero
/// divisor (PostgreSQL raises an error and divides integers as integers); `%` gives NULL
/// for zero; integer `+ - *` run on `numeric` (PostgreSQL raises on `bigint` overflow);
/// numbers are truthy when not zero (PostgreSQL has no numeric truth); Booleans are not
/// numbers; `min`/`max` (PostgreSQL's `least` skips NULL) are left to the engine, which the
/// provider runs on the rows the translated part selects (there is no engine in the server).
struct PostgresDialect: SQLDialect {
    var booleansAreNumbers: Bool { false }
    var hasScalarMinMax: Bool { false }
    /// List aggregates become SQL over `json_array_elements`: with no engine in the server, the
    /// translation is what narrows the rows fetched.
    var lists: (any SQLListDialect)? { self }

    func literal(_ value: ADValue) -> SQLFragment? {
        switch value {
        case .bool(let flag): SQLFragment(flag ? "TRUE" : "FALSE", kind: .boolean)
        case .int(let integer): .bound(.integer(integer), kind: .integer)
        case .double(let real) where real.isFinite: .bound(.real(real), kind: .real)
        case .string(let text) where !text.utf8.contains(0):
            SQLFragment.bound(.text(text), kind: .text).wrapped("CAST(", " AS TEXT)", kind: .text)
        default: nil
        }
    }

    func textColumn(_ quoted: String) -> SQLFragment { SQLFragment(quoted, kind: .text) }

    func boolean(_ value: Bool?) -> SQLFragment {
        SQLFragment(value.map { $0 ? "TRUE" : "FALSE" } ?? "CAST(NULL AS BOOLEAN)", kind: .boolean)
    }

    func truth(of value: SQLFragment) -> SQLFragment? {
        switch value.kind {
        case .boolean: value
        case .null: boolean(nil)
        case .integer, .real, .number: value.wrapped("(", " <> 0)", kind: .boolean)
        case .text, .date: nil
        }
    }

    func engineTruth(_ expression: ADExpression, schema: ADTableSchema) throws(ADDataError) -> SQLFragment? { nil }

    func comparisonOperator(_ op: ADBinaryOperator) -> String {
        switch op {
        case .is: "IS NOT DISTINCT FROM"
        case .isNot: "IS DISTINCT FROM"
        default: op.rawValue
        }
    }

    func textComparand(_ side: SQLFragment, leading: Bool) -> SQLFragment {
        guard side.kind != .null else { return side }
        return side.wrapped("(normalize(", ", NFC) COLLATE \"C\")", kind: .text)
    }

    func integerOperand(_ operand: SQLFragment) -> SQLFragment { operand.wrapped("CAST(", " AS NUMERIC)", kind: .number) }

    func realOperand(_ operand: SQLFragment) -> SQLFragment { operand.wrapped("CAST(", " AS DOUBLE PRECISION)", kind: .real) }

    func textOperand(_ operand: SQLFragment) -> SQLFragment { operand.wrapped("CAST(", " AS TEXT)", kind: .text) }

    func quotient(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment {
        SQLFragment(
            parts: [.sql("(CAST(")] + lhs.parts + [.sql(" AS DOUBLE PRECISION) / nullif(CAST(")] + rhs.parts
                + [.sql(" AS DOUBLE PRECISION), 0))")],
            kind: .real)
    }

    func remainder(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment? {
        guard lhs.kind == .integer, rhs.kind == .integer else { return nil }
        return SQLFragment(parts: [.sql("mod(")] + lhs.parts + [.sql(", nullif(")] + rhs.parts + [.sql(", 0))")], kind: .integer)
    }

    /// Date columns are `TIMESTAMPTZ`, read at UTC.
    func dateField(_ field: DateField, of date: SQLFragment) -> SQLFragment {
        let name =
            switch field {
            case .year: "YEAR"
            case .month: "MONTH"
            case .day: "DAY"
            case .weekday: "DOW"
            case .hour: "HOUR"
            case .minute: "MINUTE"
            }
        return SQLFragment(
            parts: [.sql("CAST(EXTRACT(\(name) FROM (")] + date.parts + [.sql(" AT TIME ZONE 'UTC')) AS BIGINT)")],
            kind: .integer)
    }

    /// `EXTRACT(EPOCH …)` of a `TIMESTAMPTZ` is an exact `numeric` with six decimals.
    func microseconds(of date: SQLFragment) -> SQLFragment {
        SQLFragment(parts: [.sql("(EXTRACT(EPOCH FROM ")] + date.parts + [.sql(") * 1000000)")], kind: .number)
    }

    /// `div` on `numeric` truncates toward zero.
    func truncatedQuotient(_ dividend: SQLFragment, by divisor: Int64) -> SQLFragment {
        SQLFragment(parts: [.sql("div(")] + dividend.parts + [.sql(", \(divisor))")], kind: .number)
    }
}

extension PostgresDialect: SQLListDialect {
    /// `json` rather than `jsonb`, which would keep neither `1.0` apart from `1` nor key order.
    func listRows(_ list: SQLFragment) -> SQLFragment {
        SQLFragment(
            parts: [.sql("json_array_elements(")] + array(list).parts + [.sql(") AS \(ListAggregate.rowAlias)(\"value\")")],
            kind: .null)
    }

    func isList(_ list: SQLFragment) -> SQLFragment {
        SQLFragment(parts: [.sql("coalesce(json_typeof(CAST(")] + list.parts + [.sql(" AS json)) = 'array', FALSE)")], kind: .boolean)
    }

    func listLength(_ list: SQLFragment) -> SQLFragment {
        SQLFragment(parts: [.sql("json_array_length(")] + array(list).parts + [.sql(")")], kind: .integer)
    }

    /// A field is clean when it is JSON null or written as an integer of at most 18 digits
    /// (one the engine reads as an integer and `bigint` holds); only then is it cast.
    func rowInteger(_ name: String) -> (value: SQLFragment, isClean: SQLFragment) {
        let row = ListAggregate.rowAlias
        let field =
            name == "value"
            ? "(CASE WHEN json_typeof(\(row).\"value\") = 'object' THEN \(row).\"value\" -> 'value' ELSE \(row).\"value\" END)"
            : "(CASE WHEN json_typeof(\(row).\"value\") = 'object' THEN \(row).\"value\" -> '\(name)' END)"
        let clean =
            "coalesce(json_typeof(\(field)) = 'null' OR (json_typeof(\(field)) = 'number' AND (\(field) #>> '{}') ~ '^-?[0-9]{1,18}$'), FALSE)"
        return (
            SQLFragment("(CASE WHEN \(clean) THEN CAST(\(field) #>> '{}' AS BIGINT) END)", kind: .integer),
            SQLFragment(clean, kind: .boolean)
        )
    }

    /// The column as `json` when it holds an array, else NULL (the array functions raise on anything else).
    private func array(_ list: SQLFragment) -> SQLFragment {
        SQLFragment(
            parts: [.sql("(CASE WHEN ")] + isList(list).parts + [.sql(" THEN CAST(")] + list.parts + [.sql(" AS json) END)")],
            kind: .null)
    }
}
