@_spi(Storage) import ActionData

/// Translates a formula's syntax tree into SQL for one table, in one ``SQLDialect``.
///
/// `value(_:)` answers SQL with the formula's value wherever the database means what the
/// engine means for the operand kinds at hand, and `nil` elsewhere; `truth(_:)` answers SQL
/// with the formula's truth, falling back to the dialect's ``SQLDialect/engineTruth(_:schema:)``
/// (SQLite's `actiondata_truth` function), or `nil` where the dialect has none (PostgreSQL:
/// the provider evaluates that part with the engine, see ``FilterSplit``).
///
/// What stays with the engine in every dialect: `LIKE`, `GLOB`, `REGEXP`, `CASE x WHEN`,
/// text functions, nested paths, and kinds the engine mixes in ways SQL does not (a Boolean
/// and an integer print differently as text; reals and Booleans join text differently).
package struct FilterTranslator<Dialect: SQLDialect> {
    package let schema: ADTableSchema
    package let dialect: Dialect
    /// Whether fields are a list's row fields (inside an aggregate's subquery), the table's
    /// columns being read through `outer.` and qualified with the table's name.
    let readsRows: Bool
    /// Whether a truth that holds aggregates is guarded (``guardedTruth(_:_:)``); off for
    /// ``narrowing(_:)``, which guards the whole conjunct itself.
    var guardsAggregates = true

    package init(schema: ADTableSchema, dialect: Dialect) {
        self.init(schema: schema, dialect: dialect, readsRows: false)
    }

    init(schema: ADTableSchema, dialect: Dialect, readsRows: Bool) {
        self.schema = schema
        self.dialect = dialect
        self.readsRows = readsRows
    }

    /// The formula's truth (true, false or NULL) as a condition, or `nil`.
    package func truth(_ expression: ADExpression) throws(ADDataError) -> SQLFragment? {
        switch expression {
        case .binary(let op, let left, let right, _) where op == .and || op == .or:
            guard let lhs = try truth(left), let rhs = try truth(right) else { return nil }
            return .infix(lhs, op.rawValue, rhs, kind: .boolean)
        case .unary(.not, let operand, _):
            guard let inner = try truth(operand) else { return nil }
            return inner.wrapped("(NOT ", ")", kind: .boolean)
        default:
            if let value = try value(expression), let truth = dialect.truth(of: value) {
                return try guardedTruth(truth, expression)
            }
            return readsRows ? nil : try dialect.engineTruth(expression, schema: schema)
        }
    }

    /// The formula's value, or `nil`.
    package func value(_ expression: ADExpression) throws(ADDataError) -> SQLFragment? {
        switch expression {
        case .literal(.null, _):
            return SQLFragment("NULL", kind: .null)
        case .literal(let literal, _):
            return dialect.literal(literal)
        case .field(let path, _):
            return try field(path)
        case .unary(.plus, let operand, _):
            return try value(operand)
        case .unary(.negate, let operand, _):
            guard let inner = try value(operand) else { return nil }
            if inner.kind == .null { return inner }
            guard dialect.isNumber(inner.kind) else { return nil }
            if inner.kind == .real { return inner.wrapped("(- ", ")", kind: .real) }
            return dialect.integerOperand(inner).wrapped("(- ", ")", kind: .number)
        case .unary(.not, _, _):
            return try truth(expression)
        case .binary(let op, let left, let right, _):
            return try binary(op, left, right)
        case .between(let operand, let low, let high, let negated, _):
            guard let value = try value(operand), let low = try self.value(low), let high = try self.value(high),
                let lower = compare(value, .greaterOrEqual, low), let upper = compare(value, .lessOrEqual, high),
                comparable(low.kind, high.kind)
            else { return nil }
            let range = SQLFragment.infix(lower, "AND", upper, kind: .boolean)
            return negated ? range.wrapped("(NOT ", ")", kind: .boolean) : range
        case .inList(let operand, let candidates, let negated, _):
            guard !candidates.isEmpty else { return dialect.boolean(negated) }
            guard let value = try value(operand) else { return nil }
            let text = value.kind == .text
            var items: [SQLFragment] = []
            for candidate in candidates {
                guard let item = try self.value(candidate), comparable(value.kind, item.kind) else { return nil }
                items.append(text ? dialect.textComparand(item, leading: false) : item)
            }
            let list = SQLFragment.joined(items, separator: ", ", kind: .boolean)
            let tested = text ? dialect.textComparand(value, leading: true) : value
            return SQLFragment(
                parts: [.sql("(")] + tested.parts + [.sql(negated ? " NOT IN (" : " IN (")] + list.parts + [.sql("))")],
                kind: .boolean)
        case .caseWhen(nil, let branches, let otherwise, _):
            var parts: [SQLFragment.Part] = [.sql("(CASE")]
            var results: [SQLFragment] = []
            for branch in branches {
                guard let condition = try truth(branch.condition), let result = try value(branch.result) else {
                    return nil
                }
                parts += [.sql(" WHEN ")] + condition.parts + [.sql(" THEN ")] + result.parts
                results.append(result)
            }
            if let otherwise {
                guard let result = try value(otherwise) else { return nil }
                parts += [.sql(" ELSE ")] + result.parts
                results.append(result)
            }
            guard let kind = commonKind(results) else { return nil }
            return SQLFragment(parts: parts + [.sql(" END)")], kind: kind)
        case .call(let name, let arguments, _):
            return try call(name, arguments)
        case .match, .caseWhen:
            return nil
        }
    }

    /// The functions whose SQL namesakes agree with the engine's for the kinds at hand.
    private func call(_ name: String, _ arguments: [ADExpression]) throws(ADDataError) -> SQLFragment? {
        if name == "iif" || name == "compare", arguments.count == 3 {
            guard let condition = try truth(arguments[0]), let whenTrue = try value(arguments[1]),
                let otherwise = try value(arguments[2]), let kind = commonKind([whenTrue, otherwise])
            else { return nil }
            return SQLFragment(
                parts: [.sql("(CASE WHEN ")] + condition.parts + [.sql(" THEN ")] + whenTrue.parts + [.sql(" ELSE ")]
                    + otherwise.parts + [.sql(" END)")],
                kind: kind)
        }
        if let dates = try dateCall(name, arguments) { return dates }
        if let function = ListAggregate(name: name, argumentCount: arguments.count), let list = listColumn(arguments[0]) {
            return try aggregate(function, list: list, arguments.dropFirst().first)?.value
        }
        // Any other aggregate reads rows the translation cannot reach: the engine evaluates it.
        if ["sum", "count", "avg"].contains(name) { return nil }
        var parts: [SQLFragment] = []
        for argument in arguments {
            guard let part = try value(argument) else { return nil }
            parts.append(part)
        }
        let numeric = parts.allSatisfy { dialect.isNumber($0.kind) }
        let numericOrNull = parts.allSatisfy { dialect.isNumber($0.kind) || $0.kind == .null }
        switch name {
        case "coalesce" where !parts.isEmpty, "ifnull" where parts.count == 2:
            guard let kind = commonKind(parts) else { return nil }
            return SQLFragment.joined(parts, separator: ", ", kind: kind).wrapped("coalesce(", ")", kind: kind)
        case "min" where parts.count >= 2 && numericOrNull && dialect.hasScalarMinMax,
            "max" where parts.count >= 2 && numericOrNull && dialect.hasScalarMinMax:
            guard let kind = commonKind(parts) else { return nil }
            return SQLFragment.joined(parts, separator: ", ", kind: kind).wrapped("\(name)(", ")", kind: kind)
        case "nullif" where parts.count == 2 && numeric:
            return SQLFragment.joined(parts, separator: ", ", kind: parts[0].kind).wrapped(
                "nullif(", ")", kind: parts[0].kind)
        default:
            return nil
        }
    }

    /// The date functions over date columns that mean in the database what they mean in the
    /// engine in UTC (the zone of a filter's formula): the fields of a date, and `dateDiff` in
    /// fixed units or days. `dateAdd`, calendar months and years, and dates from text stay with the engine.
    private func dateCall(_ name: String, _ arguments: [ADExpression]) throws(ADDataError) -> SQLFragment? {
        if arguments.count == 1, let field = DateField(rawValue: name) {
            guard let date = try value(arguments[0]), date.kind == .date || date.kind == .null else { return nil }
            if date.kind == .null { return SQLFragment("NULL", kind: .null) }
            return dialect.dateField(field, of: date)
        }
        guard name == "datediff", arguments.count == 3, case .literal(.string(let unitText), _) = arguments[2],
            let unit = DateUnit(text: unitText)
        else { return nil }
        let divisor: Int64
        switch unit {
        case .day: divisor = 86_400_000_000
        case .hour, .minute, .second: divisor = unit.fixedMicroseconds ?? 1
        case .year, .month: return nil
        }
        guard let start = try value(arguments[0]), let end = try value(arguments[1]), start.kind == .date,
            end.kind == .date
        else { return nil }
        let elapsed = SQLFragment.infix(dialect.microseconds(of: end), "-", dialect.microseconds(of: start), kind: .integer)
        return dialect.truncatedQuotient(elapsed, by: divisor)
    }

    /// The kind of a value that is one of `parts`: their shared kind, `real` or `number`
    /// when they are all numbers; `nil` when they differ otherwise (a Boolean and an
    /// integer print differently as text, so they stay apart).
    private func commonKind(_ parts: [SQLFragment]) -> SQLFragment.Kind? {
        let kinds = Set(parts.map(\.kind)).subtracting([.null])
        if kinds.count <= 1 { return kinds.first ?? .null }
        guard kinds.isSubset(of: [.integer, .real, .number]) else { return nil }
        return kinds.contains(.real) ? .real : .number
    }

    private func field(_ path: ADFieldPath) throws(ADDataError) -> SQLFragment? {
        if readsRows { return try rowField(path) }
        guard let head = path.components.first, let type = schema.columns[head] else {
            throw ADDataError(.unknownColumn(path.dotted), table: schema.tableName)
        }
        guard path.components.count == 1 else { return nil }
        return column(head, type)
    }

    /// A field of a list's row, or the table's column `x` written `outer.x`.
    private func rowField(_ path: ADFieldPath) throws(ADDataError) -> SQLFragment? {
        let components = path.components
        if components.first == ListAggregate.outerPrefix {
            guard components.count == 2 else { return nil }
            guard let type = schema.columns[components[1]] else {
                throw ADDataError(.unknownColumn(components[1]), table: schema.tableName)
            }
            return column(components[1], type)
        }
        guard components.count == 1, ListAggregate.isPlainName(components[0]), let lists = dialect.lists else { return nil }
        return lists.rowInteger(components[0]).value
    }

    /// The table's column `name` of `type`, qualified with the table's name inside a subquery.
    func column(_ name: String, _ type: ADColumnType) -> SQLFragment? {
        let column = (readsRows ? SQLIdentifier.quoted(schema.tableName) + "." : "") + SQLIdentifier.quoted(name)
        switch type {
        case .boolean: return SQLFragment(column, kind: .boolean)
        case .integer: return SQLFragment(column, kind: .integer)
        case .real: return SQLFragment(column, kind: .real)
        case .text: return dialect.textColumn(column)
        case .date: return SQLFragment(column, kind: .date)
        case .data, .json, .untyped: return nil
        }
    }

    private func binary(_ op: ADBinaryOperator, _ left: ADExpression, _ right: ADExpression) throws(ADDataError)
        -> SQLFragment?
    {
        if op == .and || op == .or { return try truth(.binary(op, left, right, range: left.range)) }
        guard let lhs = try value(left), let rhs = try value(right) else { return nil }
        let eitherNull = lhs.kind == .null || rhs.kind == .null
        let bothNumeric = dialect.isNumber(lhs.kind) && dialect.isNumber(rhs.kind)
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .is, .isNot:
            return compare(lhs, op, rhs)
        case .add, .subtract, .multiply:
            if bothNumeric { return arithmetic(lhs, op.rawValue, rhs) }
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            guard op == .add else { return nil }
            return joinedAsText(lhs, rhs)
        case .concatenate:
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            if lhs.kind == .integer, rhs.kind == .integer { return joined(lhs, rhs) }
            return joinedAsText(lhs, rhs)
        case .remainder:
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            guard bothNumeric else { return nil }
            return dialect.remainder(lhs, rhs)
        case .divide:
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            guard bothNumeric else { return nil }
            return dialect.quotient(lhs, rhs)
        case .and, .or:
            return nil
        }
    }

    /// `+ - *` on numbers: reals as reals, integers as the dialect computes them without overflow.
    private func arithmetic(_ lhs: SQLFragment, _ op: String, _ rhs: SQLFragment) -> SQLFragment {
        if lhs.kind == .real || rhs.kind == .real {
            return .infix(dialect.realOperand(lhs), op, dialect.realOperand(rhs), kind: .real)
        }
        return .infix(dialect.integerOperand(lhs), op, dialect.integerOperand(rhs), kind: .number)
    }

    /// Text joined with text or an integer (reals and Booleans print differently).
    private func joinedAsText(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment? {
        let joins = (lhs.kind == .text && (rhs.kind == .text || rhs.kind == .integer))
            || (rhs.kind == .text && lhs.kind == .integer)
        return joins ? joined(lhs, rhs) : nil
    }

    private func joined(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment {
        .infix(dialect.textOperand(lhs), "||", dialect.textOperand(rhs), kind: .text)
    }

    /// Whether the database compares two kinds as the engine does: numbers with numbers,
    /// Booleans, text and dates among themselves, anything with the NULL literal.
    private func comparable(_ lhs: SQLFragment.Kind, _ rhs: SQLFragment.Kind) -> Bool {
        if lhs == .null || rhs == .null { return true }
        if dialect.isNumber(lhs) && dialect.isNumber(rhs) { return true }
        return lhs == rhs
    }

    /// A comparison of two comparable fragments; text in Swift's order.
    /// Two NULL literals compare as a constant: `IS` is true, `IS NOT` false, the others NULL.
    private func compare(_ lhs: SQLFragment, _ op: ADBinaryOperator, _ rhs: SQLFragment) -> SQLFragment? {
        guard comparable(lhs.kind, rhs.kind) else { return nil }
        if lhs.kind == .null, rhs.kind == .null { return dialect.boolean(op == .is ? true : op == .isNot ? false : nil) }
        let sql = dialect.comparisonOperator(op)
        guard lhs.kind == .text, rhs.kind == .text else { return .infix(lhs, sql, rhs, kind: .boolean) }
        return .infix(
            dialect.textComparand(lhs, leading: true), sql, dialect.textComparand(rhs, leading: false), kind: .boolean)
    }
}
