/// The aggregates over a list field: `sum(list, expr)`, `count(list [, condition])`,
/// `avg(list, expr)` and the list forms of `min(list, expr)` and `max(list, expr)`.
///
/// `expr` is evaluated once per row with the row's fields in scope (a row that is not a
/// record is the field `value`) and the outer record as the field `outer`, which is only built
/// when `expr` reads it.
extension FormulaFunctions {
    /// `sum(list, expr)`: the total of the rows' numbers, NULL rows skipped, 0 for no rows;
    /// integers while they fit, a real once one is real or the total overflows.
    func sum(_ list: FormulaEvaluator, _ body: FormulaEvaluator, scope: AggregateScope) -> FormulaEvaluator {
        FormulaEvaluator { record throws(ADEvaluationError) in
            try Self.total(of: body, over: list, in: record, scope: scope, function: "sum")?.value ?? .null
        }
    }

    /// `avg(list, expr)`: the mean of the rows' numbers as a real, NULL when none is a number.
    func average(_ list: FormulaEvaluator, _ body: FormulaEvaluator, scope: AggregateScope) -> FormulaEvaluator {
        FormulaEvaluator { record throws(ADEvaluationError) in
            guard let total = try Self.total(of: body, over: list, in: record, scope: scope, function: "avg"),
                total.count > 0
            else { return .null }
            return FormulaNumber.double(total.real / Double(total.count)).value
        }
    }

    /// The total of `body`'s numbers over the rows of `list`; `nil` when the list is NULL.
    private static func total(
        of body: FormulaEvaluator, over list: FormulaEvaluator, in record: ADRecord, scope: AggregateScope,
        function: String
    ) throws(ADEvaluationError) -> AggregateTotal? {
        guard let rows = try AggregateScope.rows(try list(record), function: function) else { return nil }
        var total = AggregateTotal()
        for row in rows {
            if let number = FormulaValues.number(try body(scope.record(for: row, outer: record))) { total.add(number) }
        }
        return total
    }

    /// `count(list)`: the rows; `count(list, condition)`: the rows for which `condition` is TRUE.
    func count(_ list: FormulaEvaluator, _ condition: FormulaEvaluator?, scope: AggregateScope) -> FormulaEvaluator {
        FormulaEvaluator { record throws(ADEvaluationError) in
            guard let rows = try AggregateScope.rows(try list(record), function: "count") else { return .null }
            guard let condition else { return .int(Int64(rows.count)) }
            var count: Int64 = 0
            for row in rows where FormulaValues.truth(try condition(scope.record(for: row, outer: record))) == true {
                count += 1
            }
            return .int(count)
        }
    }

    /// `min`/`max`: the list form when called with two arguments and the first is a list
    /// (the smallest/largest non-NULL value of `expr` over the rows, NULL for none), else the
    /// scalar form `scalar`.
    func extreme(
        _ arguments: [FormulaEvaluator], smallest: Bool, scope: AggregateScope, scalar: FormulaEvaluator
    ) -> FormulaEvaluator {
        guard arguments.count == 2, let list = arguments.first, let body = arguments.last else { return scalar }
        return FormulaEvaluator { record throws(ADEvaluationError) in
            guard case .array(let rows) = try list(record) else { return try scalar(record) }
            var best: ADValue?
            for row in rows {
                let value = try body(scope.record(for: row, outer: record))
                if !value.isNull { FormulaOrdering.keep(value, in: &best, smallest: smallest) }
            }
            return best ?? .null
        }
    }
}
