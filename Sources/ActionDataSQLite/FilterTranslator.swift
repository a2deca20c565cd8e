import ActionData
import GRDB

/// A piece of translated SQL: its text, the values of its `?` placeholders in order, and
/// the kind of value it produces.
struct SQLFragment {
    /// What a fragment produces, as far as the translation knows statically.
    enum Kind {
        /// The NULL literal.
        case null
        /// 0, 1 or NULL.
        case boolean
        /// An integer.
        case integer
        /// A real.
        case real
        /// An integer or, after an overflow, a real.
        case number
        /// Text (possibly stored as UTF-8 bytes, hence read through `CAST(… AS TEXT)`).
        case text
        /// Stored date text, ordered like the dates.
        case date

        var isNumeric: Bool { self == .boolean || self == .integer || self == .real || self == .number }
    }

    var sql: String
    var values: [DatabaseValue]
    var kind: Kind
}

/// Translates a formula's syntax tree into SQL for one table (see ``ADSQLiteFilter``).
///
/// `value(_:)` answers SQL with the same value as the formula wherever SQLite's meaning
/// is the formula's for the operand kinds at hand, and `nil` elsewhere; `truth(_:)` falls
/// back to evaluating the part with the formula engine (`actiondata_truth`) whenever
/// `value(_:)` has no faithful SQL.
struct FilterTranslator {
    let schema: ADSQLiteTableSchema

    func truth(_ expression: ADExpression) throws(ADSQLiteError) -> SQLFragment {
        switch expression {
        case .binary(let op, let left, let right, _) where op == .and || op == .or:
            return combine(try truth(left), op.rawValue, try truth(right), kind: .boolean)
        case .unary(.not, let operand, _):
            let inner = try truth(operand)
            return SQLFragment(sql: "(NOT \(inner.sql))", values: inner.values, kind: .boolean)
        default:
            if let native = try value(expression), native.kind.isNumeric || native.kind == .null {
                return native
            }
            return try fallback(expression)
        }
    }

    /// A call to `actiondata_truth` evaluating `expression` with the formula engine on the
    /// columns it reads.
    private func fallback(_ expression: ADExpression) throws(ADSQLiteError) -> SQLFragment {
        var columns: [String] = []
        for path in expression.fieldPaths.sorted() {
            guard let head = path.components.first, schema.columns[head] != nil else {
                throw ADSQLiteError(.unknownColumn(path.dotted), table: schema.tableName)
            }
            if !columns.contains(head) { columns.append(head) }
        }
        let spec = FilterFunctions.columnSpec(columns.map { ($0, schema.columns[$0] ?? .untyped) })
        let arguments = (["?", "?"] + columns.map(SQLIdentifier.quoted)).joined(separator: ", ")
        return SQLFragment(
            sql: "\(FilterFunctions.truthFunctionName)(\(arguments))",
            values: [ColumnValues.textValue(expression.description), ColumnValues.textValue(spec)],
            kind: .boolean)
    }

    func value(_ expression: ADExpression) throws(ADSQLiteError) -> SQLFragment? {
        switch expression {
        case .literal(let literal, _):
            return Self.literal(literal)
        case .field(let path, _):
            return try field(path)
        case .unary(.plus, let operand, _):
            return try value(operand)
        case .unary(.negate, let operand, _):
            guard let inner = try value(operand) else { return nil }
            if inner.kind == .null { return inner }
            guard inner.kind.isNumeric else { return nil }
            return SQLFragment(
                sql: "(- \(inner.sql))", values: inner.values, kind: inner.kind == .real ? .real : .number)
        case .unary(.not, _, _):
            return try truth(expression)
        case .binary(let op, let left, let right, _):
            return try binary(op, left, right)
        case .between(let operand, let low, let high, let negated, _):
            guard let value = try value(operand), let low = try self.value(low), let high = try self.value(high),
                Self.comparison(value.kind, low.kind) != nil, Self.comparison(value.kind, high.kind) != nil,
                Self.comparison(low.kind, high.kind) != nil
            else { return nil }
            let collation = [value, low, high].contains { $0.kind == .text } ? FilterFunctions.collationClause : ""
            let range = combine(
                combine(value, ">=", low, suffix: collation, kind: .boolean), "AND",
                combine(value, "<=", high, suffix: collation, kind: .boolean), kind: .boolean)
            return negated ? SQLFragment(sql: "(NOT \(range.sql))", values: range.values, kind: .boolean) : range
        case .inList(let operand, let candidates, let negated, _):
            guard !candidates.isEmpty else {
                return SQLFragment(sql: negated ? "1" : "0", values: [], kind: .boolean)
            }
            guard let value = try value(operand) else { return nil }
            var items: [SQLFragment] = []
            for candidate in candidates {
                guard let item = try self.value(candidate), Self.comparison(value.kind, item.kind) != nil else {
                    return nil
                }
                items.append(item)
            }
            let collation = value.kind == .text ? FilterFunctions.collationClause : ""
            return SQLFragment(
                sql:
                    "(\(value.sql)\(collation) \(negated ? "NOT IN" : "IN") (\(items.map(\.sql).joined(separator: ", "))))",
                values: value.values + items.flatMap(\.values), kind: .boolean)
        case .caseWhen(nil, let branches, let otherwise, _):
            var sql = "(CASE"
            var values: [DatabaseValue] = []
            var results: [SQLFragment] = []
            for branch in branches {
                let condition = try truth(branch.condition)
                guard let result = try value(branch.result) else { return nil }
                sql += " WHEN \(condition.sql) THEN \(result.sql)"
                values += condition.values + result.values
                results.append(result)
            }
            if let otherwise {
                guard let result = try value(otherwise) else { return nil }
                sql += " ELSE \(result.sql)"
                values += result.values
                results.append(result)
            }
            guard let kind = Self.commonKind(results) else { return nil }
            return SQLFragment(sql: sql + " END)", values: values, kind: kind)
        case .call(let name, let arguments, _):
            return try call(name, arguments)
        case .match, .caseWhen:
            return nil
        }
    }

    /// The functions whose SQLite namesakes agree with the formula's for the kinds at hand.
    private func call(_ name: String, _ arguments: [ADExpression]) throws(ADSQLiteError) -> SQLFragment? {
        if name == "iif" || name == "compare", arguments.count == 3 {
            let condition = try truth(arguments[0])
            guard let whenTrue = try value(arguments[1]), let otherwise = try value(arguments[2]),
                let kind = Self.commonKind([whenTrue, otherwise])
            else { return nil }
            return SQLFragment(
                sql: "(CASE WHEN \(condition.sql) THEN \(whenTrue.sql) ELSE \(otherwise.sql) END)",
                values: condition.values + whenTrue.values + otherwise.values, kind: kind)
        }
        var parts: [SQLFragment] = []
        for argument in arguments {
            guard let part = try value(argument) else { return nil }
            parts.append(part)
        }
        let numeric = parts.allSatisfy { $0.kind.isNumeric || $0.kind == .null }
        let sqlName: String
        switch name {
        case "coalesce", "ifnull": sqlName = "coalesce"
        case "min" where parts.count >= 2 && numeric, "max" where parts.count >= 2 && numeric: sqlName = name
        case "nullif" where parts.count == 2 && numeric:
            return SQLFragment(
                sql: "nullif(\(parts[0].sql), \(parts[1].sql))", values: parts[0].values + parts[1].values,
                kind: parts[0].kind)
        default: return nil
        }
        guard let kind = Self.commonKind(parts) else { return nil }
        return SQLFragment(
            sql: "\(sqlName)(\(parts.map(\.sql).joined(separator: ", ")))", values: parts.flatMap(\.values), kind: kind)
    }

    /// The kind of a value that is one of `parts`: their shared kind, or `number` when they
    /// are all integers and reals; `nil` when they differ otherwise (a Boolean and an
    /// integer print differently as text, so they stay apart).
    private static func commonKind(_ parts: [SQLFragment]) -> SQLFragment.Kind? {
        let kinds = Set(parts.map(\.kind)).subtracting([.null])
        if kinds.count <= 1 { return kinds.first ?? .null }
        return kinds.isSubset(of: [.integer, .real, .number]) ? .number : nil
    }

    private func field(_ path: ADFieldPath) throws(ADSQLiteError) -> SQLFragment? {
        guard let head = path.components.first, let type = schema.columns[head] else {
            throw ADSQLiteError(.unknownColumn(path.dotted), table: schema.tableName)
        }
        guard path.components.count == 1 else { return nil }
        let column = SQLIdentifier.quoted(head)
        switch type {
        case .boolean: return SQLFragment(sql: column, values: [], kind: .boolean)
        case .integer: return SQLFragment(sql: column, values: [], kind: .integer)
        case .real: return SQLFragment(sql: column, values: [], kind: .real)
        case .text: return SQLFragment(sql: "CAST(\(column) AS TEXT)", values: [], kind: .text)
        case .date: return SQLFragment(sql: column, values: [], kind: .date)
        case .data, .json, .untyped: return nil
        }
    }

    private static func literal(_ literal: ADValue) -> SQLFragment? {
        switch literal {
        case .null: SQLFragment(sql: "NULL", values: [], kind: .null)
        case .bool(let flag): SQLFragment(sql: "?", values: [(flag ? 1 : 0 as Int64).databaseValue], kind: .boolean)
        case .int(let integer): SQLFragment(sql: "?", values: [integer.databaseValue], kind: .integer)
        case .double(let real): SQLFragment(sql: "?", values: [real.databaseValue], kind: .real)
        case .string(let text): SQLFragment(sql: "CAST(? AS TEXT)", values: [ColumnValues.textValue(text)], kind: .text)
        case .data, .date, .array, .record: nil
        }
    }

    private func binary(_ op: ADBinaryOperator, _ left: ADExpression, _ right: ADExpression) throws(ADSQLiteError)
        -> SQLFragment?
    {
        if op == .and || op == .or {
            return combine(try truth(left), op.rawValue, try truth(right), kind: .boolean)
        }
        guard let lhs = try value(left), let rhs = try value(right) else { return nil }
        let eitherNull = lhs.kind == .null || rhs.kind == .null
        let bothNumeric = lhs.kind.isNumeric && rhs.kind.isNumeric
        let arithmeticKind: SQLFragment.Kind = lhs.kind == .real || rhs.kind == .real ? .real : .number
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .is, .isNot:
            guard let collation = Self.comparison(lhs.kind, rhs.kind) else { return nil }
            return combine(lhs, op.rawValue, rhs, suffix: collation, kind: .boolean)
        case .add:
            if bothNumeric { return combine(lhs, "+", rhs, kind: arithmeticKind) }
            if eitherNull { return SQLFragment(sql: "NULL", values: [], kind: .null) }
            guard Self.joinsAsText(lhs.kind, rhs.kind) else { return nil }
            return combine(lhs, "||", rhs, kind: .text)
        case .concatenate:
            if eitherNull { return SQLFragment(sql: "NULL", values: [], kind: .null) }
            guard Self.joinsAsText(lhs.kind, rhs.kind) || (lhs.kind == .integer && rhs.kind == .integer) else {
                return nil
            }
            return combine(lhs, "||", rhs, kind: .text)
        case .subtract, .multiply, .remainder:
            if eitherNull { return SQLFragment(sql: "NULL", values: [], kind: .null) }
            guard bothNumeric else { return nil }
            return combine(lhs, op.rawValue, rhs, kind: op == .remainder ? .number : arithmeticKind)
        case .divide:
            if eitherNull { return SQLFragment(sql: "NULL", values: [], kind: .null) }
            guard bothNumeric else { return nil }
            return SQLFragment(
                sql: "(CAST(\(lhs.sql) AS REAL) / \(rhs.sql))", values: lhs.values + rhs.values, kind: .real)
        case .and, .or:
            return nil
        }
    }

    /// Whether SQLite's `||` gives the formula's text for the two kinds: text with text or
    /// with an integer (reals and Booleans print differently).
    private static func joinsAsText(_ lhs: SQLFragment.Kind, _ rhs: SQLFragment.Kind) -> Bool {
        (lhs == .text && (rhs == .text || rhs == .integer)) || (rhs == .text && lhs == .integer)
    }

    /// The collation suffix under which SQLite compares two kinds as the formula does, or
    /// `nil` when it does not: numbers with numbers, text with text (Swift's ordering),
    /// dates with dates, anything with the NULL literal.
    static func comparison(_ lhs: SQLFragment.Kind, _ rhs: SQLFragment.Kind) -> String? {
        if lhs == .null || rhs == .null { return "" }
        if lhs.isNumeric && rhs.isNumeric { return "" }
        if lhs == .text && rhs == .text { return FilterFunctions.collationClause }
        if lhs == .date && rhs == .date { return "" }
        return nil
    }

    private func combine(
        _ lhs: SQLFragment, _ op: String, _ rhs: SQLFragment, suffix: String = "", kind: SQLFragment.Kind
    ) -> SQLFragment {
        SQLFragment(sql: "(\(lhs.sql) \(op) \(rhs.sql)\(suffix))", values: lhs.values + rhs.values, kind: kind)
    }
}
