/// A control's binding expression prepared once when the form is bound: its branches in
/// order, what each observes, and the text format of each branch whose text attributes read
/// no field, so a refresh only picks the branch and evaluates it. A class: a binding holds it
/// by reference.
final class PreparedExpression {
    /// How a branch's text format is found on each evaluation.
    enum TextFormat {
        /// The branch has no text attributes.
        case none
        /// The attributes are constants: made once.
        case fixed(ADBindingTextFormat)
        /// An attribute reads a field: made from each record.
        case perRecord
    }

    struct Branch {
        /// The branch of the conditional; `nil` for `$else` and for a plain binding.
        let condition: ADBindingBranch?
        let body: ADBindingExpression
        /// The conditions up to this branch and the fields the body reads.
        let observed: Set<ADFieldPath>
        let textFormat: TextFormat
    }

    let expression: ADBindingExpression
    let branches: [Branch]
    /// What a conditional observes when no branch is taken: all its conditions.
    let observedWhenNoBranch: Set<ADFieldPath>

    init(_ expression: ADBindingExpression, registry: ADBindingClassRegistry) {
        self.expression = expression
        switch expression {
        case .binding:
            branches = [Self.branch(condition: nil, body: expression, conditions: [], registry: registry)]
            observedWhenNoBranch = []
        case .conditional(let cases, let otherwise, _):
            var conditions = Set<ADFieldPath>()
            var prepared: [Branch] = []
            for branch in cases {
                conditions.formUnion(branch.conditionFieldPaths)
                prepared.append(Self.branch(condition: branch, body: branch.body, conditions: conditions, registry: registry))
            }
            if let otherwise {
                prepared.append(Self.branch(condition: nil, body: otherwise, conditions: conditions, registry: registry))
            }
            branches = prepared
            observedWhenNoBranch = conditions
        }
    }

    /// The branch in force for `record` (`nil` when no condition holds and there is no `$else`).
    /// - Throws: ``ADEvaluationError`` when a condition reads a field the record lacks.
    func branch(in record: ADRecord, data: ADValue? = nil) throws(ADEvaluationError) -> Branch? {
        for branch in branches {
            guard let condition = branch.condition else { return branch }
            if try condition.holds(in: record, data: data) { return branch }
        }
        return nil
    }

    private static func branch(
        condition: ADBindingBranch?, body: ADBindingExpression, conditions: Set<ADFieldPath>, registry: ADBindingClassRegistry
    ) -> Branch {
        Branch(condition: condition, body: body, observed: conditions.union(body.fieldPaths),
               textFormat: textFormat(of: body, registry: registry))
    }

    private static func textFormat(of body: ADBindingExpression, registry: ADBindingClassRegistry) -> TextFormat {
        guard case .binding = body else { return .perRecord }
        let readsFields = body.attributes.contains { !$0.value.fieldPaths.isEmpty }
        if readsFields { return .perRecord }
        do {
            let format = try ADBindingTextFormat(binding: body, registry: registry)
            return format.isPlain ? .none : .fixed(format)
        } catch {
            // A custom formatter's factory refused its settings: made again on each
            // evaluation, the failure is reported as an issue of the binding.
            return .perRecord
        }
    }
}

extension PreparedExpression.Branch {
    /// The text format of the branch for `record`; `active` is the body resolved in it.
    func format(
        of active: ADBindingExpression?, in record: ADRecord, registry: ADBindingClassRegistry
    ) throws(ADEvaluationError) -> ADBindingTextFormat? {
        switch textFormat {
        case .none: return nil
        case .fixed(let format): return format
        case .perRecord:
            guard let active else { return nil }
            let format = try ADBindingTextFormat(binding: active, record: record, registry: registry)
            return format.isPlain ? nil : format
        }
    }
}
