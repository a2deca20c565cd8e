import ActionData
import ActionDataSQLite

/// Translates a formula's syntax tree into PostgreSQL for one table (see ``ADPostgresFilter``).
///
/// `value(_:)` answers SQL with the formula's value wherever PostgreSQL means what the
/// engine means for the operand kinds at hand, and `nil` elsewhere; `truth(_:)` answers SQL
/// with the formula's truth (TRUE, FALSE or NULL), or `nil`. What it leaves untranslated the
/// provider evaluates with the engine itself.
///
/// Where the meanings part: text compares by Unicode scalars of the NFC form (Swift's
/// `String` order; PostgreSQL's collations differ) so both sides are normalised and
/// compared under `COLLATE "C"`; `/` always divides as reals and gives NULL for a zero
/// divisor (PostgreSQL raises an error and divides integers as integers); `%` gives NULL
/// for zero; integer `+ - *` run on `numeric` (PostgreSQL raises on `bigint` overflow);
/// numbers are truthy when not zero (PostgreSQL has no numeric truth); `LIKE`, `GLOB`,
/// `CASE x WHEN`, text functions, `min`/`max` (PostgreSQL's `least` skips NULL) and mixed
/// kinds are left to the engine.
struct FilterTranslator {
    let schema: ADSQLiteTableSchema

    func truth(_ expression: ADExpression) throws(ADPostgresError) -> SQLFragment? {
        switch expression {
        case .binary(let op, let left, let right, _) where op == .and || op == .or:
            guard let lhs = try truth(left), let rhs = try truth(right) else { return nil }
            return .infix(lhs, op.rawValue, rhs, kind: .boolean)
        case .unary(.not, let operand, _):
            guard let inner = try truth(operand) else { return nil }
            return inner.wrapped("(NOT ", ")", kind: .boolean)
        default:
            guard let value = try value(expression) else { return nil }
            switch value.kind {
            case .boolean: return value
            case .null: return SQLFragment("CAST(NULL AS BOOLEAN)", kind: .boolean)
            case .integer, .real, .number: return value.wrapped("(", " <> 0)", kind: .boolean)
            case .text, .date: return nil
            }
        }
    }

    func value(_ expression: ADExpression) throws(ADPostgresError) -> SQLFragment? {
        switch expression {
        case .literal(let literal, _):
            return Self.literal(literal)
        case .field(let path, _):
            return try field(path)
        case .unary(.plus, let operand, _):
            guard let inner = try value(operand), inner.kind.isNumeric || inner.kind == .null else { return nil }
            return inner
        case .unary(.negate, let operand, _):
            guard let inner = try value(operand) else { return nil }
            switch inner.kind {
            case .null: return inner
            case .real: return inner.wrapped("(- ", ")", kind: .real)
            case .integer, .number: return inner.wrapped("(- CAST(", " AS NUMERIC))", kind: .number)
            case .boolean, .text, .date: return nil
            }
        case .unary(.not, _, _):
            return try truth(expression)
        case .binary(let op, let left, let right, _):
            return try binary(op, left, right)
        case .between(let operand, let low, let high, let negated, _):
            guard let value = try value(operand), let low = try self.value(low), let high = try self.value(high),
                let lower = Self.compare(value, ">=", low), let upper = Self.compare(value, "<=", high),
                Self.comparable(low.kind, high.kind)
            else { return nil }
            let range = SQLFragment.infix(lower, "AND", upper, kind: .boolean)
            return negated ? range.wrapped("(NOT ", ")", kind: .boolean) : range
        case .inList(let operand, let candidates, let negated, _):
            guard !candidates.isEmpty else { return SQLFragment(negated ? "TRUE" : "FALSE", kind: .boolean) }
            guard let value = try value(operand) else { return nil }
            var items: [SQLFragment] = []
            for candidate in candidates {
                guard let item = try self.value(candidate), Self.comparable(value.kind, item.kind) else { return nil }
                items.append(Self.comparand(item, text: value.kind == .text))
            }
            let list = SQLFragment.joined(items, separator: ", ", kind: .boolean)
            return SQLFragment(
                parts: [.sql("(")] + Self.comparand(value, text: value.kind == .text).parts
                    + [.sql(negated ? " NOT IN (" : " IN (")] + list.parts + [.sql("))")],
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
            guard let kind = Self.commonKind(results) else { return nil }
            return SQLFragment(parts: parts + [.sql(" END)")], kind: kind)
        case .call(let name, let arguments, _):
            return try call(name, arguments)
        case .match, .caseWhen:
            return nil
        }
    }

    private func call(_ name: String, _ arguments: [ADExpression]) throws(ADPostgresError) -> SQLFragment? {
        if name == "iif", arguments.count == 3 {
            guard let condition = try truth(arguments[0]), let whenTrue = try value(arguments[1]),
                let otherwise = try value(arguments[2]), let kind = Self.commonKind([whenTrue, otherwise])
            else { return nil }
            return SQLFragment(
                parts: [.sql("(CASE WHEN ")] + condition.parts + [.sql(" THEN ")] + whenTrue.parts + [.sql(" ELSE ")]
                    + otherwise.parts + [.sql(" END)")],
                kind: kind)
        }
        var parts: [SQLFragment] = []
        for argument in arguments {
            guard let part = try value(argument) else { return nil }
            parts.append(part)
        }
        switch name {
        case "coalesce" where !parts.isEmpty, "ifnull" where parts.count == 2:
            guard let kind = Self.commonKind(parts) else { return nil }
            return SQLFragment.joined(parts, separator: ", ", kind: kind).wrapped("coalesce(", ")", kind: kind)
        case "nullif" where parts.count == 2:
            guard parts.allSatisfy({ $0.kind.isNumeric }) else { return nil }
            return SQLFragment.joined(parts, separator: ", ", kind: parts[0].kind).wrapped(
                "nullif(", ")", kind: parts[0].kind)
        default:
            return nil
        }
    }

    /// The kind of a value that is one of `parts`: their shared kind, `real` or `number`
    /// when they are all numbers; `nil` when they differ otherwise.
    private static func commonKind(_ parts: [SQLFragment]) -> SQLFragment.Kind? {
        let kinds = Set(parts.map(\.kind)).subtracting([.null])
        if kinds.count <= 1 { return kinds.first ?? .null }
        guard kinds.isSubset(of: [.integer, .real, .number]) else { return nil }
        return kinds.contains(.real) ? .real : .number
    }

    private func field(_ path: ADFieldPath) throws(ADPostgresError) -> SQLFragment? {
        guard let head = path.components.first, let type = schema.columns[head] else {
            throw ADPostgresError(.unknownColumn(path.dotted), table: schema.tableName)
        }
        guard path.components.count == 1 else { return nil }
        let column = SQLIdentifier.quoted(head)
        switch type {
        case .boolean: return SQLFragment(column, kind: .boolean)
        case .integer: return SQLFragment(column, kind: .integer)
        case .real: return SQLFragment(column, kind: .real)
        case .text: return SQLFragment(column, kind: .text)
        case .date: return SQLFragment(column, kind: .date)
        case .data, .json, .untyped: return nil
        }
    }

    private static func literal(_ literal: ADValue) -> SQLFragment? {
        switch literal {
        case .null: SQLFragment("NULL", kind: .null)
        case .bool(let flag): SQLFragment(flag ? "TRUE" : "FALSE", kind: .boolean)
        case .int(let integer): .bound(.integer(integer), kind: .integer)
        case .double(let real) where real.isFinite: .bound(.real(real), kind: .real)
        case .string(let text) where !text.utf8.contains(0):
            SQLFragment.bound(.text(text), kind: .text).wrapped("CAST(", " AS TEXT)", kind: .text)
        default: nil
        }
    }

    private func binary(_ op: ADBinaryOperator, _ left: ADExpression, _ right: ADExpression) throws(ADPostgresError)
        -> SQLFragment?
    {
        if op == .and || op == .or { return try truth(.binary(op, left, right, range: left.range)) }
        guard let lhs = try value(left), let rhs = try value(right) else { return nil }
        let eitherNull = lhs.kind == .null || rhs.kind == .null
        let bothNumeric = lhs.kind.isNumeric && rhs.kind.isNumeric
        switch op {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            return Self.compare(lhs, op.rawValue, rhs)
        case .is:
            return Self.compare(lhs, "IS NOT DISTINCT FROM", rhs)
        case .isNot:
            return Self.compare(lhs, "IS DISTINCT FROM", rhs)
        case .add, .subtract, .multiply:
            if bothNumeric { return Self.arithmetic(lhs, op.rawValue, rhs) }
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            guard op == .add, let joined = Self.joinedAsText(lhs, rhs) else { return nil }
            return joined
        case .concatenate:
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            if lhs.kind == .integer, rhs.kind == .integer {
                return .infix(lhs.wrapped("CAST(", " AS TEXT)", kind: .text), "||", rhs.wrapped("CAST(", " AS TEXT)", kind: .text), kind: .text)
            }
            return Self.joinedAsText(lhs, rhs)
        case .remainder:
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            guard lhs.kind == .integer, rhs.kind == .integer else { return nil }
            return SQLFragment(
                parts: [.sql("mod(")] + lhs.parts + [.sql(", nullif(")] + rhs.parts + [.sql(", 0))")], kind: .integer)
        case .divide:
            if eitherNull { return SQLFragment("NULL", kind: .null) }
            guard bothNumeric else { return nil }
            return SQLFragment(
                parts: [.sql("(CAST(")] + lhs.parts + [.sql(" AS DOUBLE PRECISION) / nullif(CAST(")] + rhs.parts
                    + [.sql(" AS DOUBLE PRECISION), 0))")],
                kind: .real)
        case .and, .or:
            return nil
        }
    }

    /// `+ - *` on numbers: reals as reals, integers on `numeric`, which does not overflow.
    private static func arithmetic(_ lhs: SQLFragment, _ op: String, _ rhs: SQLFragment) -> SQLFragment {
        if lhs.kind == .real || rhs.kind == .real {
            return .infix(
                lhs.wrapped("CAST(", " AS DOUBLE PRECISION)", kind: .real), op,
                rhs.wrapped("CAST(", " AS DOUBLE PRECISION)", kind: .real), kind: .real)
        }
        return .infix(
            lhs.wrapped("CAST(", " AS NUMERIC)", kind: .number), op, rhs.wrapped("CAST(", " AS NUMERIC)", kind: .number),
            kind: .number)
    }

    /// Text joined with text or an integer (reals and Booleans print differently).
    private static func joinedAsText(_ lhs: SQLFragment, _ rhs: SQLFragment) -> SQLFragment? {
        let joins = (lhs.kind == .text && (rhs.kind == .text || rhs.kind == .integer))
            || (rhs.kind == .text && lhs.kind == .integer)
        guard joins else { return nil }
        return .infix(
            lhs.wrapped("CAST(", " AS TEXT)", kind: .text), "||", rhs.wrapped("CAST(", " AS TEXT)", kind: .text),
            kind: .text)
    }

    /// Whether PostgreSQL compares two kinds as the engine does: numbers with numbers,
    /// Booleans, text and dates among themselves, anything with the NULL literal.
    static func comparable(_ lhs: SQLFragment.Kind, _ rhs: SQLFragment.Kind) -> Bool {
        if lhs == .null || rhs == .null { return true }
        if lhs.isNumeric && rhs.isNumeric { return true }
        return lhs == rhs
    }

    /// A comparison of two comparable fragments; text in Swift's order.
    static func compare(_ lhs: SQLFragment, _ op: String, _ rhs: SQLFragment) -> SQLFragment? {
        guard comparable(lhs.kind, rhs.kind) else { return nil }
        let text = lhs.kind == .text || rhs.kind == .text
        if lhs.kind == .null, rhs.kind == .null {
            return SQLFragment(op.hasPrefix("IS") ? (op == "IS DISTINCT FROM" ? "FALSE" : "TRUE") : "CAST(NULL AS BOOLEAN)", kind: .boolean)
        }
        return .infix(comparand(lhs, text: text), op, comparand(rhs, text: text), kind: .boolean)
    }

    /// A side of a comparison: text as its NFC form under the code-point collation.
    static func comparand(_ fragment: SQLFragment, text: Bool) -> SQLFragment {
        guard text, fragment.kind != .null else { return fragment }
        return fragment.wrapped("(normalize(", ", NFC) COLLATE \"C\")", kind: .text)
    }
}
