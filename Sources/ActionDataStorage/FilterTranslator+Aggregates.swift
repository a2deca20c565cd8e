import ActionData

/// An aggregate over a list column written as SQL, and where the database's value is the engine's.
struct AggregateSQL {
    /// The aggregate's value.
    let value: SQLFragment
    /// A condition, never NULL, true on the records for which ``value`` is what the engine
    /// computes: the list is an array (or NULL where the engine answers NULL), and every
    /// field the rows' expression reads is there and an integer or NULL, with every value of
    /// the expression small enough that any partial total is exact.
    let exactness: SQLFragment
}

/// Aggregates over a list column (`sum(items, price * quantity) > 100`) as correlated
/// subqueries over the rows of the column's JSON (``SQLListDialect/listRows(_:)``), in which the
/// rows' fields are the JSON fields and `outer.x` is the table's column `x`.
///
/// The database's NULL handling, integer and real totals, overflow and reading of text as a
/// number differ from the engine's; rather than copying each, the translation holds only where
/// they cannot matter (``AggregateSQL/exactness``). A truth that reads an aggregate is guarded:
/// on the records where that condition is false a dialect that can call the engine does so;
/// one that cannot (PostgreSQL) narrows with the condition (``narrowing(_:)``) and lets the
/// engine decide on the rows it selects. A dialect without ``SQLDialect/lists`` (SQLite) leaves
/// list aggregates to the engine altogether.
extension FilterTranslator {
    /// The list column an aggregate's first argument names: a JSON column, qualified with the
    /// table's name; `nil` for anything else, inside an aggregate, and when the dialect leaves
    /// list aggregates to the engine (``SQLDialect/lists``).
    func listColumn(_ argument: ADExpression) -> SQLFragment? {
        guard !readsRows, dialect.lists != nil, case .field(let path, _) = argument, path.components.count == 1,
            let head = path.components.first, schema.columns[head] == .json
        else { return nil }
        return SQLFragment(SQLIdentifier.quoted(schema.tableName) + "." + SQLIdentifier.quoted(head), kind: .null)
    }

    /// `function` over the rows of `list` with the rows' expression `body`, or `nil` where the
    /// expression has no translation over integer row fields.
    func aggregate(_ function: ListAggregate, list: SQLFragment, _ body: ADExpression?) throws(ADDataError)
        -> AggregateSQL?
    {
        guard let lists = dialect.lists else { return nil }
        let rows = FilterTranslator(schema: schema, dialect: dialect, readsRows: true)
        var clean: [SQLFragment] = []
        for path in (body?.fieldPaths ?? []).sorted() where path.components.first != ListAggregate.outerPrefix {
            guard path.components.count == 1, ListAggregate.isPlainName(path.components[0]) else { return nil }
            clean.append(lists.rowInteger(path.components[0]).isClean)
        }
        let source = lists.listRows(list)
        let value: SQLFragment
        switch (function, body) {
        case (.count, nil):
            value = lists.listLength(list)
        case (.count, let condition?):
            guard let truth = try rows.truth(condition) else { return nil }
            value = nullForNull(list, select("count(*)", from: source, where: truth), kind: .integer)
        case (_, let expression?):
            guard let row = try rows.value(expression), row.kind == .integer || row.kind == .number else { return nil }
            clean.append(exactTotal(row, length: lists.listLength(list)))
            // The aggregate reads the rows' values through a column of their own: an aggregate
            // of the table's columns alone (`sum(items, outer.rate)`) would otherwise belong to the
            // outer query in PostgreSQL.
            let values = SQLFragment(
                parts: [.sql("(SELECT ")] + row.parts + [.sql(" AS \(Self.valueName) FROM ")] + source.parts
                    + [.sql(") AS \"ad_values\"")],
                kind: .null)
            let sum = SQLFragment("sum(\(Self.valueName))", kind: .number)
            switch function {
            case .sum:
                value = nullForNull(list, select(sum.wrapped("coalesce(", ", 0)", kind: .number), from: values), kind: .number)
            case .avg:
                let mean = dialect.quotient(sum, SQLFragment("count(\(Self.valueName))", kind: .integer))
                value = nullForNull(list, select(mean, from: values), kind: .real)
            case .min, .max, .count:
                value = select(SQLFragment("\(function.rawValue)(\(Self.valueName))", kind: .number), from: values)
            }
        case (_, nil):
            return nil
        }
        var exactness = lists.isList(list)
        if function.acceptsNullList {
            exactness = SQLFragment(parts: [.sql("(")] + list.parts + [.sql(" IS NULL OR ")] + exactness.parts + [.sql(")")], kind: .boolean)
        }
        if !clean.isEmpty {
            let everyRow = SQLFragment.joined(clean, separator: " AND ", kind: .boolean)
            let dirty = SQLFragment(
                parts: [.sql("(NOT EXISTS (SELECT 1 FROM ")] + source.parts + [.sql(" WHERE (")] + everyRow.parts
                    + [.sql(") IS NOT TRUE))")],
                kind: .boolean)
            exactness = .infix(exactness, "AND", dirty, kind: .boolean)
        }
        return AggregateSQL(value: value, exactness: exactness)
    }

    /// The exactness of the aggregates `expression` reads, all together, or `nil` when it reads none.
    func aggregateExactness(in expression: ADExpression) throws(ADDataError) -> SQLFragment? {
        var conditions: [SQLFragment] = []
        var pending = [expression]
        while let next = pending.popLast() {
            if case .call(let name, let arguments, _) = next,
                let function = ListAggregate(name: name, argumentCount: arguments.count),
                let list = listColumn(arguments[0])
            {
                if let translated = try aggregate(function, list: list, arguments.dropFirst().first) {
                    conditions.append(translated.exactness)
                }
                continue
            }
            pending += next.children
        }
        guard !conditions.isEmpty else { return nil }
        return SQLFragment.joined(conditions, separator: " AND ", kind: .boolean).wrapped("(", ")", kind: .boolean)
    }

    /// `truth` where the aggregates it reads are exact, the engine's truth elsewhere; `nil`
    /// when the dialect cannot call the engine (see ``narrowing(_:)``).
    func guardedTruth(_ truth: SQLFragment, _ expression: ADExpression) throws(ADDataError) -> SQLFragment? {
        guard !readsRows, guardsAggregates, let exactness = try aggregateExactness(in: expression) else { return truth }
        guard let engine = try dialect.engineTruth(expression, schema: schema) else { return nil }
        return SQLFragment(
            parts: [.sql("(CASE WHEN ")] + exactness.parts + [.sql(" THEN ")] + truth.parts + [.sql(" ELSE ")] + engine.parts
                + [.sql(" END)")],
            kind: .boolean)
    }

    /// For a conjunct the engine evaluates: a condition true on every record the conjunct may
    /// select (its SQL truth where its aggregates are exact, true elsewhere), or `nil`.
    package func narrowing(_ expression: ADExpression) throws(ADDataError) -> SQLFragment? {
        var unguarded = self
        unguarded.guardsAggregates = false
        guard let exactness = try aggregateExactness(in: expression), let truth = try unguarded.truth(expression) else {
            return nil
        }
        return SQLFragment(
            parts: [.sql("((NOT ")] + exactness.parts + [.sql(") OR ")] + truth.parts + [.sql(")")], kind: .boolean)
    }

    /// The column of a row's value in an aggregate's subquery.
    private static var valueName: String { "\"ad_value\"" }

    /// Every value of `row` within the exact total's share of one row of `length` rows.
    private func exactTotal(_ row: SQLFragment, length: SQLFragment) -> SQLFragment {
        let share = SQLFragment(parts: [.sql("(\(ListAggregate.exactTotal) / nullif(")] + length.parts + [.sql(", 0))")], kind: .integer)
        return SQLFragment(
            parts: [.sql("(")] + row.parts + [.sql(" IS NULL OR ")] + row.parts + [.sql(" BETWEEN -")] + share.parts
                + [.sql(" AND ")] + share.parts + [.sql(")")],
            kind: .boolean)
    }

    private func select(_ result: SQLFragment, from source: SQLFragment) -> SQLFragment {
        SQLFragment(parts: [.sql("(SELECT ")] + result.parts + [.sql(" FROM ")] + source.parts + [.sql(")")], kind: result.kind)
    }

    private func select(_ result: String, from source: SQLFragment, where condition: SQLFragment) -> SQLFragment {
        SQLFragment(
            parts: [.sql("(SELECT \(result) FROM ")] + source.parts + [.sql(" WHERE ")] + condition.parts + [.sql(")")],
            kind: .integer)
    }

    /// `value`, NULL when the list is NULL (a subquery over no rows would answer 0).
    private func nullForNull(_ list: SQLFragment, _ value: SQLFragment, kind: SQLFragment.Kind) -> SQLFragment {
        SQLFragment(
            parts: [.sql("(CASE WHEN ")] + list.parts + [.sql(" IS NULL THEN NULL ELSE ")] + value.parts + [.sql(" END)")],
            kind: kind)
    }
}
