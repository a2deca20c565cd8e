/// One compiled path of one control: what the controller evaluates for it.
struct BoundProperty {
    /// How the value is computed: a formula path, or a binding expression (conditional, or
    /// carrying text attributes) given as the control's `dataBinding`.
    enum Source {
        case formula(ADFormula)
        case expression(PreparedExpression)
    }

    /// The control's position in layout order.
    let control: Int
    /// Which path of the control.
    let property: ADBindingProperty
    /// The compiled path.
    let source: Source

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
}
