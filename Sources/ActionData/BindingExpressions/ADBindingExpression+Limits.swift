extension ADBindingExpression {
    /// This expression with every formula in it — primaries, `$data`/`$root` paths, branch
    /// conditions and their type tests, attribute values at any depth — keeping to `limits`.
    ///
    /// A binding controller calls it with its ``ADFormulaCache/limits``, so the limits a form
    /// is given reach the bindings parsed elsewhere (Interface Builder attributes, code):
    ///
    /// ```swift
    /// let tight = ADEvaluationLimits(maximumLength: 8)
    /// let binding = try ADBindingExpression("name || name").limited(to: tight)
    /// try binding.value(in: ["name": "long enough"])   // throws .resultTooLong
    /// ```
    /// - Throws: ``ADFormulaError`` only if a formula no longer compiles, which the limits
    ///   cannot cause (they bound evaluation).
    public func limited(to limits: ADEvaluationLimits) throws(ADFormulaError) -> ADBindingExpression {
        switch self {
        case .binding(let primary, let attributes, let range):
            return .binding(try primary?.limited(to: limits), attributes: try attributes.limited(to: limits), range: range)
        case .conditional(let branches, let otherwise, let range):
            var limited: [ADBindingBranch] = []
            for branch in branches { limited.append(try branch.limited(to: limits)) }
            return .conditional(limited, otherwise: try otherwise?.limited(to: limits), range: range)
        }
    }
}

extension ADFormula {
    /// This formula keeping to `limits`; itself when it already does.
    func limited(to limits: ADEvaluationLimits) throws(ADFormulaError) -> ADFormula {
        self.limits == limits ? self : try ADFormula(source, limits: limits)
    }
}

extension ADBindingPrimary {
    func limited(to limits: ADEvaluationLimits) throws(ADFormulaError) -> ADBindingPrimary {
        switch self {
        case .formula(let formula, let range):
            return .formula(try formula.limited(to: limits), range: range)
        case .scopedKeyPath(let scope, let path, let range):
            return .scopedKeyPath(scope, path: try path?.limited(to: limits), range: range)
        case .array(let elements, let range):
            var limited: [ADBindingExpression] = []
            for element in elements { limited.append(try element.limited(to: limits)) }
            return .array(limited, range: range)
        case .constant, .enumConstant, .color, .classReference, .optionSet:
            return self
        }
    }
}

extension ADBindingBranch {
    func limited(to limits: ADEvaluationLimits) throws(ADFormulaError) -> ADBindingBranch {
        var typeTests: [ADBindingTypeTest] = []
        for test in self.typeTests { typeTests.append(try test.limited(to: limits)) }
        return ADBindingBranch(
            condition: try condition.limited(to: limits), negated: negated, body: try body.limited(to: limits),
            conditionRange: conditionRange, range: range, template: template,
            substitutions: try substitutions.limited(to: limits), typeTests: typeTests)
    }
}

extension ADBindingTypeTest {
    func limited(to limits: ADEvaluationLimits) throws(ADFormulaError) -> ADBindingTypeTest {
        ADBindingTypeTest(className: className, kinds: kinds, operand: try operand.limited(to: limits))
    }
}

extension [ADBindingAttribute] {
    func limited(to limits: ADEvaluationLimits) throws(ADFormulaError) -> [ADBindingAttribute] {
        var limited: [ADBindingAttribute] = []
        for attribute in self {
            limited.append(
                ADBindingAttribute(
                    name: attribute.name, value: try attribute.value.limited(to: limits), nameRange: attribute.nameRange,
                    range: attribute.range))
        }
        return limited
    }
}
