extension ADBindingExpression {
    /// The plain binding in force for `record`: the expression itself when it is not a
    /// conditional, otherwise the body of the first branch whose condition holds
    /// (`$whenNot`: does not hold), else the `$else` body, else `nil`.
    ///
    /// Conditions are ActionData formulas; their value counts as true by
    /// ``ADValue/asBool`` (NULL is false).
    /// - Throws: ``ADEvaluationError`` when a condition reads a field the record lacks.
    public func activeBinding(in record: ADRecord) throws(ADEvaluationError) -> ADBindingExpression? {
        try resolve(in: record).binding
    }

    /// The value the binding shows for `record`: the primary of its active branch — a formula
    /// evaluated, a constant as it is, an enum constant as its name, a colour as `#RRGGBB` text,
    /// an array as the values of its elements — or `NULL` when no branch is active, the branch
    /// has no primary, or the primary is a class reference.
    /// - Throws: ``ADEvaluationError`` when a condition or the formula reads a field the record lacks.
    public func value(in record: ADRecord) throws(ADEvaluationError) -> ADValue {
        guard case .binding(let primary?, _, _)? = try activeBinding(in: record) else { return .null }
        switch primary {
        case .formula(let formula, _): return try formula.evaluate(in: record)
        case .constant(let value, _): return value
        case .enumConstant(_, let name, _): return .string(name)
        case .color(let color, _): return .string(color.hex)
        case .array(let elements, _): return .array(try elements.map { element throws(ADEvaluationError) in try element.value(in: record) })
        case .classReference: return .null
        }
    }

    /// The fields whose change can change what this binding shows for `record`: the
    /// conditions evaluated to choose the active branch, and the fields read by that
    /// branch — its primary and its attribute values, with conditional attributes
    /// resolved the same way. Fields only read by inactive branches are not observed.
    /// - Throws: ``ADEvaluationError`` when a condition reads a field the record lacks.
    public func observedFieldPaths(in record: ADRecord) throws(ADEvaluationError) -> Set<ADFieldPath> {
        let (binding, conditionPaths) = try resolve(in: record)
        guard case .binding(let primary, let attributes, _)? = binding else { return conditionPaths }
        var paths = conditionPaths.union(primary?.fieldPaths ?? [])
        for attribute in attributes {
            paths.formUnion(try attribute.value.observedFieldPaths(in: record))
        }
        return paths
    }

    /// Every field any part of the expression reads, in any branch.
    public var fieldPaths: Set<ADFieldPath> {
        switch self {
        case .binding(let primary, let attributes, _):
            return attributes.reduce(primary?.fieldPaths ?? []) { $0.union($1.value.fieldPaths) }
        case .conditional(let branches, let otherwise, _):
            var paths = otherwise?.fieldPaths ?? []
            for branch in branches {
                paths.formUnion(branch.condition.fieldPaths)
                paths.formUnion(branch.body.fieldPaths)
            }
            return paths
        }
    }

    private func resolve(in record: ADRecord) throws(ADEvaluationError) -> (binding: ADBindingExpression?, conditions: Set<ADFieldPath>) {
        guard case .conditional(let branches, let otherwise, _) = self else { return (self, []) }
        var conditions = Set<ADFieldPath>()
        for branch in branches {
            conditions.formUnion(branch.condition.fieldPaths)
            if try branch.condition.evaluate(in: record).asBool != branch.negated {
                return (branch.body, conditions)
            }
        }
        return (otherwise, conditions)
    }
}

extension ADBindingPrimary {
    /// The fields the primary reads: a formula's fields, or those of an array's elements.
    public var fieldPaths: Set<ADFieldPath> {
        switch self {
        case .formula(let formula, _): formula.fieldPaths
        case .array(let elements, _): elements.reduce(into: []) { $0.formUnion($1.fieldPaths) }
        case .constant, .enumConstant, .color, .classReference: []
        }
    }
}
