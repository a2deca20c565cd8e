extension ADBindingExpression {
    /// Whether two expressions have the same tree apart from source ranges and spelling:
    /// formulas compare by their canonical form, `.Name` equals `$enum.Name`, and
    /// `$UIColor` equals `$color`. Printing an expression and parsing the text gives an
    /// equivalent expression.
    public func isEquivalent(to other: ADBindingExpression) -> Bool {
        switch (self, other) {
        case (.binding(let primary, let attributes, _), .binding(let otherPrimary, let otherAttributes, _)):
            switch (primary, otherPrimary) {
            case (nil, nil): break
            case (let left?, let right?): guard left.isEquivalent(to: right) else { return false }
            default: return false
            }
            return attributes.count == otherAttributes.count
                && zip(attributes, otherAttributes).allSatisfy { $0.name == $1.name && $0.value.isEquivalent(to: $1.value) }
        case (.conditional(let branches, let otherwise, _), .conditional(let otherBranches, let otherOtherwise, _)):
            guard branches.count == otherBranches.count else { return false }
            for (left, right) in zip(branches, otherBranches) {
                guard left.negated == right.negated,
                    left.condition.expression.description == right.condition.expression.description,
                    left.template == right.template, left.testedClass == right.testedClass,
                    left.substitutions.count == right.substitutions.count,
                    zip(left.substitutions, right.substitutions).allSatisfy({ $0.name == $1.name && $0.value.isEquivalent(to: $1.value) }),
                    left.body.isEquivalent(to: right.body)
                else { return false }
            }
            switch (otherwise, otherOtherwise) {
            case (nil, nil): return true
            case (let left?, let right?): return left.isEquivalent(to: right)
            default: return false
            }
        default:
            return false
        }
    }
}

extension ADBindingPrimary {
    /// Whether two primaries are the same apart from source ranges (formulas compare by
    /// their canonical form).
    public func isEquivalent(to other: ADBindingPrimary) -> Bool {
        switch (self, other) {
        case (.formula(let left, _), .formula(let right, _)):
            left.expression.description == right.expression.description
        case (.constant(let left, _), .constant(let right, _)):
            left == right
        case (.enumConstant(let leftType, let leftName, _), .enumConstant(let rightType, let rightName, _)):
            leftType == rightType && leftName == rightName
        case (.color(let left, _), .color(let right, _)):
            left == right
        case (.array(let left, _), .array(let right, _)):
            left.count == right.count && zip(left, right).allSatisfy { $0.isEquivalent(to: $1) }
        case (.classReference(let left, _), .classReference(let right, _)):
            left == right
        case (.scopedKeyPath(let leftScope, let left, _), .scopedKeyPath(let rightScope, let right, _)):
            leftScope == rightScope && left?.expression.description == right?.expression.description
        case (.optionSet(let left, _), .optionSet(let right, _)):
            left == right
        default:
            false
        }
    }
}
