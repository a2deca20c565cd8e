extension ADExpression {
    /// `value` as a formula constant at `range`: scalars as literals, a date as `date('…')` in
    /// ISO 8601; `nil` for data, lists and records, which no formula constant holds.
    public static func constant(_ value: ADValue, range: ADSourceRange) -> ADExpression? {
        switch value {
        case .null, .bool, .int, .double, .string:
            .literal(value, range: range)
        case .date:
            .call(name: "date", arguments: [.literal(.string(value.asText()), range: range)], range: range)
        case .data, .array, .record:
            nil
        }
    }

    /// This node with its direct sub-expressions replaced by `children`, given in the order of
    /// ``children``; the node itself when the count does not match.
    func replacingChildren(_ children: [ADExpression]) -> ADExpression {
        guard children.count == self.children.count else { return self }
        var next = children.makeIterator()
        // Each `next()` is one of the counted children.
        func take() -> ADExpression { next.next() ?? self }
        switch self {
        case .literal, .field:
            return self
        case .unary(let op, _, let range):
            return .unary(op, take(), range: range)
        case .binary(let op, _, _, let range):
            return .binary(op, take(), take(), range: range)
        case .match(let op, _, _, let escape, let negated, let range):
            return .match(op, take(), pattern: take(), escape: escape.map { _ in take() }, negated: negated, range: range)
        case .between(_, _, _, let negated, let range):
            return .between(take(), low: take(), high: take(), negated: negated, range: range)
        case .inList(_, let candidates, let negated, let range):
            return .inList(take(), candidates.map { _ in take() }, negated: negated, range: range)
        case .caseWhen(let base, let branches, let otherwise, let range):
            let newBase = base.map { _ in take() }
            let arms = branches.map { _ in ADCaseBranch(condition: take(), result: take()) }
            return .caseWhen(newBase, branches: arms, otherwise: otherwise.map { _ in take() }, range: range)
        case .call(let name, _, let range):
            return .call(name: name, arguments: children.map { _ in take() }, range: range)
        }
    }
}
