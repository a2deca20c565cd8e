import ActionData

/// Filters over the history's text columns, written as formulas whose literals are quoted
/// by the formula printer, so any text (quotes included) is matched as it is.
enum AuditFilter {
    /// `field = 'value'`.
    static func equals(_ field: String, _ value: String) -> String {
        let origin = ADSourceRange(0, 0)
        return ADExpression.binary(
            .equal, .field(ADFieldPath(components: [field]), range: origin), .literal(.string(value), range: origin),
            range: origin
        ).description
    }
}
