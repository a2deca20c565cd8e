import ActionData
import ActionDataStorage

/// SQLite as a dialect of the filter translation (see ``ADSQLiteFilter``): Booleans are the
/// integers 0 and 1, text compares under the `actiondata_text` collation (Swift's order),
/// integer arithmetic that overflows turns real as the engine's does, and whatever SQLite does
/// not mean as the engine does runs in the engine through the `actiondata_truth` function.
struct SQLiteDialect: SQLDialect {
    var booleansAreNumbers: Bool { true }
    var hasScalarMinMax: Bool { true }

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
}
