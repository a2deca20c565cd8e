/// The arithmetic operators on values, with SQL NULL propagation.
///
/// Integer results that overflow `Int64` become reals instead of trapping; `/` is real
/// division; dividing (or taking a remainder) by zero gives NULL.
enum FormulaArithmetic {
    /// `+`: joins text when either side is a string (the spec's rule), otherwise adds.
    static func add(_ left: ADValue, _ right: ADValue, budget: FormulaBudget) throws(ADEvaluationError) -> ADValue {
        if left.isNull || right.isNull { return .null }
        if left.stringValue != nil || right.stringValue != nil {
            return try concatenate(left, right, budget: budget, operation: "+")
        }
        return numeric(left, right, int: { $0.addingReportingOverflow($1) }, double: +)
    }

    static func subtract(_ left: ADValue, _ right: ADValue) -> ADValue {
        numeric(left, right, int: { $0.subtractingReportingOverflow($1) }, double: -)
    }

    static func multiply(_ left: ADValue, _ right: ADValue) -> ADValue {
        numeric(left, right, int: { $0.multipliedReportingOverflow(by: $1) }, double: *)
    }

    static func divide(_ left: ADValue, _ right: ADValue) -> ADValue {
        guard let a = FormulaValues.number(left), let b = FormulaValues.number(right) else { return .null }
        let divisor = b.double
        guard divisor != 0 else { return .null }
        return FormulaNumber.double(a.double / divisor).value
    }

    /// `%` as SQLite computes it: on integers an integer remainder with the sign of the
    /// dividend; when either side is real, both are truncated to integers and the
    /// remainder is a real.
    static func remainder(_ left: ADValue, _ right: ADValue) -> ADValue {
        guard let a = FormulaValues.number(left), let b = FormulaValues.number(right) else { return .null }
        let dividend = a.truncated
        var divisor = b.truncated
        guard divisor != 0 else { return .null }
        if divisor == -1 { divisor = 1 }
        let result = dividend % divisor
        if case .int = a, case .int = b { return .int(result) }
        return .double(Double(result))
    }

    static func negate(_ value: ADValue) -> ADValue {
        guard let number = FormulaValues.number(value) else { return .null }
        switch number {
        case .int(let integer):
            return integer == .min ? .double(-Double(integer)) : .int(-integer)
        case .double(let real):
            return .double(-real)
        }
    }

    /// `||`: both sides as text, joined; NULL when either is NULL. The joined length is
    /// checked against the budget before the text is built.
    static func concatenate(_ left: ADValue, _ right: ADValue, budget: FormulaBudget, operation: String)
        throws(ADEvaluationError) -> ADValue
    {
        guard let a = FormulaValues.text(left), let b = FormulaValues.text(right) else { return .null }
        try budget.checkJoin(a, b, operation: operation)
        return .string(a + b)
    }

    @inline(__always)
    private static func numeric(
        _ left: ADValue, _ right: ADValue,
        int: (Int64, Int64) -> (partialValue: Int64, overflow: Bool),
        double: (Double, Double) -> Double
    ) -> ADValue {
        if case .int(let a) = left, case .int(let b) = right {
            let (result, overflow) = int(a, b)
            return overflow ? FormulaNumber.double(double(Double(a), Double(b))).value : .int(result)
        }
        guard let a = FormulaValues.number(left), let b = FormulaValues.number(right) else { return .null }
        if case .int(let x) = a, case .int(let y) = b {
            let (result, overflow) = int(x, y)
            return overflow ? FormulaNumber.double(double(Double(x), Double(y))).value : .int(result)
        }
        return FormulaNumber.double(double(a.double, b.double)).value
    }
}
