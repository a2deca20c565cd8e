/// One compiled path of one control, and what its last evaluation observed: what the controller
/// evaluates for it and what a live edit checks before evaluating it again. Small: the
/// compiled formula or expression is held by reference, and a display issue is kept by the
/// bound form, apart (few bindings ever have one).
struct BoundProperty {
    /// How the value is computed: a formula path, or a binding expression (conditional, or
    /// carrying text attributes) given as the control's `dataBinding`.
    enum Source {
        case formula(ADFormula)
        case expression(PreparedExpression)
    }

    /// Which path of the control.
    let property: ADBindingProperty
    /// The compiled path.
    let source: Source
    /// The fields the active branch of a binding expression observed in its last evaluation;
    /// a live edit of any other field skips the binding. `nil` for a formula, and before the
    /// first evaluation.
    var observedPaths: Set<ADFieldPath>?

    init(property: ADBindingProperty, source: Source) {
        self.property = property
        self.source = source
    }

    /// The text of the path, for issues.
    var text: String {
        switch source {
        case .formula(let formula): formula.source
        case .expression(let prepared): prepared.expression.description
        }
    }

    /// Every field the path can read, in any branch.
    var fieldPaths: Set<ADFieldPath> {
        switch source {
        case .formula(let formula): formula.fieldPaths
        case .expression(let prepared): prepared.expression.fieldPaths
        }
    }

    /// Whether an edit of `path` can change the value, judged by the fields the last
    /// evaluation observed.
    func observes(_ path: ADFieldPath) -> Bool {
        guard let observedPaths else { return true }
        return observedPaths.contains { $0.contains(path) || path.contains($0) }
    }
}
