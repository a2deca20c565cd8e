/// What compiling a formula made, held once for every copy of its ``ADFormula``: the source,
/// the syntax tree, the fields it reads, its limits and its evaluator. Immutable.
final class CompiledFormula: Sendable {
    let source: String
    let expression: ADExpression
    let fieldPaths: Set<ADFieldPath>
    let limits: ADEvaluationLimits
    let evaluator: FormulaEvaluator

    init(source: String, expression: ADExpression, fieldPaths: Set<ADFieldPath>, limits: ADEvaluationLimits,
         evaluator: FormulaEvaluator) {
        self.source = source
        self.expression = expression
        self.fieldPaths = fieldPaths
        self.limits = limits
        self.evaluator = evaluator
    }
}
