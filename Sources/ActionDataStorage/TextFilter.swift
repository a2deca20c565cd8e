import ActionData

/// Filters over text columns of ActionData's own tables (the history, sync's bookkeeping),
/// written as formulas whose literals are quoted by the formula printer, so any text (quotes
/// included) is matched as it is.
package enum TextFilter {
    /// `field = 'value'`.
    package static func equals(_ field: String, _ value: String) -> String {
        let origin = ADSourceRange(0, 0)
        return ADExpression.binary(
            .equal, .field(ADFieldPath(components: [field]), range: origin), .literal(.string(value), range: origin),
            range: origin
        ).description
    }
}
