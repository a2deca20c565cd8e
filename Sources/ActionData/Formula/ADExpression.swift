/// The syntax tree of a formula, as written, with the source range of every node.
///
/// ``ADFormula`` parses its source into an `ADExpression` and compiles that into its
/// evaluable form; tools walk the tree to translate formulas to SQL, lint them or print
/// them canonically (`description`). Parentheses leave no node of their own: they
/// only shape the tree. Function names are stored lowercased; field paths keep their case.
///
/// ```swift
/// let formula = try ADFormula("quantity > 10 AND enabled")
/// if case .binary(.and, let left, _, _) = formula.expression {
///     print(left)          // quantity > 10
///     print(left.range)    // 0..<13
/// }
/// ```
public indirect enum ADExpression: Sendable, Hashable {
    /// A constant: a number, a `'string'`, `TRUE`, `FALSE` or `NULL`.
    case literal(ADValue, range: ADSourceRange)
    /// A field of the record, by name or dotted path (`vehicle.brand.car.model`).
    case field(ADFieldPath, range: ADSourceRange)
    /// A prefix operator applied to an operand.
    case unary(ADUnaryOperator, ADExpression, range: ADSourceRange)
    /// An infix operator applied to two operands.
    case binary(ADBinaryOperator, ADExpression, ADExpression, range: ADSourceRange)
    /// `value [NOT] LIKE pattern [ESCAPE escape]`, `[NOT] GLOB` or `[NOT] REGEXP`.
    case match(
        ADMatchOperator, ADExpression, pattern: ADExpression, escape: ADExpression?, negated: Bool,
        range: ADSourceRange)
    /// `value [NOT] BETWEEN low AND high`, bounds included.
    case between(ADExpression, low: ADExpression, high: ADExpression, negated: Bool, range: ADSourceRange)
    /// `value [NOT] IN (candidates…)`.
    case inList(ADExpression, [ADExpression], negated: Bool, range: ADSourceRange)
    /// `CASE [base] WHEN … THEN … [ELSE otherwise] END`. Without a base each `WHEN` is a
    /// condition; with one, each `WHEN` is compared to it with `=`.
    case caseWhen(ADExpression?, branches: [ADCaseBranch], otherwise: ADExpression?, range: ADSourceRange)
    /// A function call; `name` is lowercased (`upper`, `replace`, `compare`).
    case call(name: String, arguments: [ADExpression], range: ADSourceRange)

    /// Where this node sits in the source, from its first to its last token.
    public var range: ADSourceRange {
        switch self {
        case .literal(_, let range), .field(_, let range), .unary(_, _, let range),
            .binary(_, _, _, let range), .match(_, _, _, _, _, let range), .between(_, _, _, _, let range),
            .inList(_, _, _, let range), .caseWhen(_, _, _, let range), .call(_, _, let range):
            range
        }
    }

    /// The direct sub-expressions, in source order.
    public var children: [ADExpression] {
        switch self {
        case .literal, .field:
            []
        case .unary(_, let operand, _):
            [operand]
        case .binary(_, let left, let right, _):
            [left, right]
        case .match(_, let value, let pattern, let escape, _, _):
            [value, pattern] + (escape.map { [$0] } ?? [])
        case .between(let value, let low, let high, _, _):
            [value, low, high]
        case .inList(let value, let candidates, _, _):
            [value] + candidates
        case .caseWhen(let base, let branches, let otherwise, _):
            (base.map { [$0] } ?? []) + branches.flatMap { [$0.condition, $0.result] }
                + (otherwise.map { [$0] } ?? [])
        case .call(_, let arguments, _):
            arguments
        }
    }

    /// Every field path the expression reads, anywhere in the tree.
    ///
    /// Inside an aggregate over a list (`sum(items, price * quantity)`) a row's field is read
    /// under the list with the wildcard component `*` (`items.*.price`), and `outer.rate` is the
    /// outer record's `rate`; so an edit of one row's price (`items.5.price`) affects the total,
    /// and an edit of a row's name does not. `count(items)` without a condition reads `items.#`,
    /// the number of rows, which only an edit replacing `items` (or what holds it) changes.
    /// The two-argument `min(a, b)`/`max(a, b)` report both readings (`a`, `b` and `a.*.b`).
    public var fieldPaths: Set<ADFieldPath> {
        var paths = Set<ADFieldPath>()
        var pending = [self]
        while let next = pending.popLast() {
            switch next {
            case .field(let path, _):
                paths.insert(path)
            case .call(let name, let arguments, _):
                guard let list = arguments.first, arguments.count <= 2,
                    let function = FormulaFunction(rawValue: name), function.aggregatesRows
                else {
                    pending.append(contentsOf: arguments)
                    continue
                }
                if function == .min || function == .max {
                    guard arguments.count == 2 else {
                        pending.append(contentsOf: arguments)
                        continue
                    }
                    pending.append(contentsOf: arguments)
                }
                paths.formUnion(Self.rowPaths(list: list, rows: arguments.dropFirst(), countsRows: arguments.count == 1))
            default:
                pending.append(contentsOf: next.children)
            }
        }
        return paths
    }

    /// The paths an aggregate over `list` reads: each row expression's paths under the list's
    /// paths and `*`, `outer.…` as the outer record's, and the number of rows (`list.#`) when
    /// the aggregate counts them or its rows' expressions read no row field (`sum(items, outer.rate)`
    /// changes with the number of rows alone).
    private static func rowPaths(list: ADExpression, rows: ArraySlice<ADExpression>, countsRows: Bool)
        -> Set<ADFieldPath>
    {
        let lists = list.fieldPaths
        var paths: Set<ADFieldPath> = []
        let readsRowFields = rows.contains { row in
            row.fieldPaths.contains { $0.components.first != AggregateScope.outerName }
        }
        if case .field = list {
            if countsRows || !readsRowFields { paths = Set(lists.map { ADFieldPath(components: $0.components + ["#"]) }) }
        } else {
            paths = lists
        }
        for row in rows {
            for path in row.fieldPaths {
                if path.components.first == AggregateScope.outerName {
                    if path.components.count > 1 { paths.insert(ADFieldPath(components: Array(path.components.dropFirst()))) }
                    continue
                }
                for listPath in lists { paths.insert(ADFieldPath(components: listPath.components + ["*"] + path.components)) }
            }
        }
        return paths
    }
}

/// One `WHEN condition THEN result` arm of a `CASE` expression.
public struct ADCaseBranch: Sendable, Hashable {
    /// The value compared to the base, or the condition when the `CASE` has no base.
    public let condition: ADExpression
    /// The value of the `CASE` when this arm is taken.
    public let result: ADExpression

    /// An arm from its two parts.
    public init(condition: ADExpression, result: ADExpression) {
        self.condition = condition
        self.result = result
    }
}

/// A prefix operator.
public enum ADUnaryOperator: String, Sendable, Hashable, CaseIterable {
    /// `-x`: arithmetic negation.
    case negate = "-"
    /// `+x`: the operand unchanged, as in SQLite.
    case plus = "+"
    /// `NOT x`: logical negation with three-valued logic.
    case not = "NOT"
}

/// An infix operator, with SQL precedence (``precedence``: higher binds tighter).
public enum ADBinaryOperator: String, Sendable, Hashable, CaseIterable {
    /// Logical OR with three-valued logic.
    case or = "OR"
    /// Logical AND with three-valued logic.
    case and = "AND"
    /// Equality (`=` or `==`); NULL when either side is NULL.
    case equal = "="
    /// Inequality (`!=` or `<>`).
    case notEqual = "!="
    /// Less than.
    case less = "<"
    /// Less than or equal.
    case lessOrEqual = "<="
    /// Greater than.
    case greater = ">"
    /// Greater than or equal.
    case greaterOrEqual = ">="
    /// Null-safe equality: `NULL IS NULL` is TRUE.
    case `is` = "IS"
    /// Null-safe inequality.
    case isNot = "IS NOT"
    /// Addition, or joining text when either side is a string.
    case add = "+"
    /// Subtraction.
    case subtract = "-"
    /// Text concatenation.
    case concatenate = "||"
    /// Multiplication.
    case multiply = "*"
    /// Real division; division by zero gives NULL.
    case divide = "/"
    /// Remainder as in SQLite; by zero gives NULL.
    case remainder = "%"

    /// The binding strength: 1 for `OR` up to 6 for `* / %`. Comparisons (including
    /// `LIKE`, `BETWEEN`, `IN`, `IS`) are 4; the prefix `NOT` sits at 3.
    public var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .is, .isNot: 4
        case .add, .subtract, .concatenate: 5
        case .multiply, .divide, .remainder: 6
        }
    }
}

/// A pattern-matching operator.
public enum ADMatchOperator: String, Sendable, Hashable, CaseIterable {
    /// `%` and `_` wildcards, case-insensitive, optional `ESCAPE`.
    case like = "LIKE"
    /// `*`, `?` and `[...]` wildcards, case-sensitive.
    case glob = "GLOB"
    /// A regular-expression search (a partial match).
    case regexp = "REGEXP"
}
