/// What an asynchronous check of one control is asked: the validator the control names, the
/// value it now holds and the field it writes. A `Sendable` value, so a front end can take it
/// from the (non-`Sendable`) binding controller to ``ADAsyncValidationChecker``.
///
/// ```swift
/// if let request = controller.asyncCheckRequest(for: name) {
///     await checker.valueChanged(request, control: "name")
/// }
/// ```
public struct ADAsyncCheckRequest: Sendable, Hashable {
    /// The registered name of the control's validator (``ADValidationRules/asyncValidator``).
    public var validator: String
    /// The control's value in its field's type, or its text when it does not convert (Save
    /// reports that conversion failure itself).
    public var value: ADValue
    /// The field the control writes, or `nil` when it writes none.
    public var path: ADFieldPath?
    /// The control as failures name it: its name, or its kind and position (`text field #2`).
    public var control: String

    /// A request to check `value` with `validator` for the control named `control`.
    public init(validator: String, value: ADValue, path: ADFieldPath?, control: String) {
        self.validator = validator
        self.value = value
        self.path = path
        self.control = control
    }
}
