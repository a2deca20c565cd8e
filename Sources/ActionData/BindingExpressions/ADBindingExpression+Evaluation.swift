extension ADBindingExpression {
    /// The plain binding in force for `record`: the expression itself when it is not a
    /// conditional, otherwise the body of the first branch whose condition holds
    /// (`$whenNot`: does not hold), else the `$else` body, else `nil`.
    ///
    /// Conditions are ActionData formulas; their value counts as true by
    /// ``ADValue/asBool`` (NULL is false). `data` is what plain key paths and `$data` are
    /// relative to (a table row, a picker choice); `nil` means `record` itself.
    /// - Throws: ``ADEvaluationError`` when a condition reads a field the record lacks.
    public func activeBinding(in record: ADRecord, data: ADValue? = nil) throws(ADEvaluationError) -> ADBindingExpression? {
        try resolve(in: record, data: data).binding
    }

    /// The value the binding shows for `record`: the primary of its active branch — a formula
    /// evaluated, a constant as it is, an enum constant as its name, a colour as `#RRGGBB` text,
    /// an array as the values of its elements, an option set as an array of its names — or
    /// `NULL` when no branch is active, the branch has no primary, or the primary is a class
    /// reference.
    ///
    /// Plain key paths and `$data…` are read in `data` (a table row, a picker choice; `nil`
    /// means `record`), `$root…` in `record`. A key path ending in `.length` is AKABeacon's
    /// operator — the number of characters of text, of elements of an array — unless the
    /// record has a field called `length` there.
    /// - Throws: ``ADEvaluationError`` when a condition or the formula reads a field the record lacks.
    public func value(in record: ADRecord, data: ADValue? = nil) throws(ADEvaluationError) -> ADValue {
        guard case .binding(let primary?, _, _)? = try activeBinding(in: record, data: data) else { return .null }
        return try primary.value(in: record, data: data)
    }

    /// The fields whose change can change what this binding shows for `record`: the
    /// conditions evaluated to choose the active branch, and the fields read by that
    /// branch — its primary and its attribute values, with conditional attributes
    /// resolved the same way. Fields only read by inactive branches are not observed.
    /// - Throws: ``ADEvaluationError`` when a condition reads a field the record lacks.
    public func observedFieldPaths(in record: ADRecord, data: ADValue? = nil) throws(ADEvaluationError) -> Set<ADFieldPath> {
        let (binding, conditionPaths) = try resolve(in: record, data: data)
        guard case .binding(let primary, let attributes, _)? = binding else { return conditionPaths }
        var paths = conditionPaths.union(primary?.fieldPaths ?? [])
        for attribute in attributes {
            paths.formUnion(try attribute.value.observedFieldPaths(in: record, data: data))
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
                paths.formUnion(branch.conditionFieldPaths)
                paths.formUnion(branch.body.fieldPaths)
            }
            return paths
        }
    }

    private func resolve(
        in record: ADRecord, data: ADValue?
    ) throws(ADEvaluationError) -> (binding: ADBindingExpression?, conditions: Set<ADFieldPath>) {
        guard case .conditional(let branches, let otherwise, _) = self else { return (self, []) }
        var conditions = Set<ADFieldPath>()
        for branch in branches {
            conditions.formUnion(branch.conditionFieldPaths)
            if try branch.holds(in: record, data: data) { return (branch.body, conditions) }
        }
        return (otherwise, conditions)
    }
}

extension ADBindingBranch {
    /// Whether the branch is taken for `record`: its condition is true (`$whenNot`: not true).
    /// A quoted condition's substitutions are evaluated first, each in `record` and `data`,
    /// then its type tests; `SELF` is `data`, or `record` when there is no data context.
    /// - Throws: ``ADEvaluationError`` when the condition reads a field the record lacks.
    public func holds(in record: ADRecord, data: ADValue? = nil) throws(ADEvaluationError) -> Bool {
        var scope = BindingScopes.dataRecord(record, data)
        if template != nil || !typeTests.isEmpty {
            scope[ADBindingTypeTest.selfField] = data ?? .record(record)
        }
        for substitution in substitutions {
            scope[BindingConditionTemplate.fieldName(of: substitution.name)] = try substitution.value.value(in: record, data: data)
        }
        for (index, test) in typeTests.enumerated() {
            scope[ADBindingTypeTest.resultField(index)] = .bool(test.accepts(try BindingScopes.evaluate(test.operand, in: scope)))
        }
        return try condition.evaluate(in: scope).asBool != negated
    }

    /// The fields the condition reads: the formula's, or a quoted condition's key paths and
    /// substitutions'. `SELF` itself is the data context, which is not a field.
    public var conditionFieldPaths: Set<ADFieldPath> {
        guard template != nil || !typeTests.isEmpty else { return condition.fieldPaths }
        let read = typeTests.reduce(into: condition.fieldPaths) { $0.formUnion($1.operand.fieldPaths) }
        let own = read.filter { path in
            guard let first = path.components.first else { return false }
            return !first.hasPrefix("$") && !first.hasPrefix("@")
        }
        return substitutions.reduce(into: own) { $0.formUnion($1.value.fieldPaths) }
    }
}

extension ADBindingPrimary {
    /// The fields the primary reads: a formula's, a scoped key path's (relative to the scope),
    /// or those of an array's elements.
    public var fieldPaths: Set<ADFieldPath> {
        switch self {
        case .formula(let formula, _): formula.fieldPaths
        case .scopedKeyPath(_, let path, _): path?.fieldPaths ?? []
        case .array(let elements, _): elements.reduce(into: []) { $0.formUnion($1.fieldPaths) }
        case .constant, .enumConstant, .color, .classReference, .optionSet: []
        }
    }

    /// The primary's value; see ``ADBindingExpression/value(in:data:)``.
    func value(in record: ADRecord, data: ADValue?) throws(ADEvaluationError) -> ADValue {
        switch self {
        case .formula(let formula, _):
            return try BindingScopes.evaluate(formula, in: BindingScopes.dataRecord(record, data))
        case .scopedKeyPath(.root, let path, _):
            return try path.map { formula throws(ADEvaluationError) in try BindingScopes.evaluate(formula, in: record) } ?? .record(record)
        case .scopedKeyPath(.data, let path, _):
            guard let path else { return data ?? .record(record) }
            return try BindingScopes.evaluate(path, in: BindingScopes.dataRecord(record, data))
        case .constant(let value, _): return value
        case .enumConstant(_, let name, _): return .string(name)
        case .color(let color, _): return .string(color.hex)
        case .array(let elements, _):
            return .array(try elements.map { element throws(ADEvaluationError) in try element.value(in: record, data: data) })
        case .optionSet(let names, _): return .array(names.map(ADValue.string))
        case .classReference: return .null
        }
    }
}

/// Where key paths are read: the data context and AKABeacon's `length` operator.
enum BindingScopes {
    /// The record plain key paths are read in: `data` when it is a record, `record` when there
    /// is no data context, else an empty record (a choice that is plain text has no fields).
    static func dataRecord(_ record: ADRecord, _ data: ADValue?) -> ADRecord {
        switch data {
        case nil: record
        case .record(let fields)?: fields
        default: ADRecord()
        }
    }

    /// `formula` in `scope`; a plain key path `x.length` that names no field is the length of `x`.
    static func evaluate(_ formula: ADFormula, in scope: ADRecord) throws(ADEvaluationError) -> ADValue {
        if let path = formula.fieldPath, path.components.count > 1, path.components.last == "length", scope.value(at: path) == nil,
           let base = scope.value(at: ADFieldPath(components: path.components.dropLast())), let length = length(of: base) {
            return length
        }
        return try formula.evaluate(in: scope)
    }

    private static func length(of value: ADValue) -> ADValue? {
        switch value {
        case .null: .null
        case .string(let text): .int(Int64(text.count))
        case .array(let elements): .int(Int64(elements.count))
        case .data(let bytes): .int(Int64(bytes.count))
        default: nil
        }
    }
}

extension ADBindingExpression {
    /// Whether the primary is `$data` itself or a `$data…` path (read relative to the data
    /// context even when it names no field).
    var readsData: Bool {
        if case .scopedKeyPath(.data, _, _)? = primary { return true }
        return false
    }
}
