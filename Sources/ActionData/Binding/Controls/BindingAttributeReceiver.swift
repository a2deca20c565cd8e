/// A control model that takes settings from the attributes of its data binding's active branch
/// (a stepper's `minimumValue` and `wraps`, a label's `textAttributeFormatter`, a picker's
/// `choices`). The controller hands it the branch each time the data binding is evaluated,
/// before the value, so attribute formulas are re-evaluated live like the value.
protocol BindingAttributeReceiver: AnyObject {
    /// Applies the attributes of `binding` (`nil` when no branch is active), evaluated in
    /// `record`.
    func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError)
}

extension ADBindingExpression {
    /// The value of the attribute `name` in `record`, or `nil` when the binding has none.
    func attributeValue(_ name: String, in record: ADRecord) throws(ADEvaluationError) -> ADValue? {
        try attribute(name)?.value(in: record)
    }
}
