/// The validation settings of an editable control (DataBindSwift's `required`,
/// `requiredError`, `fieldType`, `fieldTypeError` and `persist`, plus a validation formula).
///
/// ```swift
/// quantityField.validation.required = true
/// quantityField.validation.requiredError = "Enter a quantity"
/// quantityField.validation.formula = "quantity BETWEEN 1 AND 9999"
/// quantityField.validation.formulaError = "Quantity must be between 1 and 9,999"
/// ```
public struct ADValidationRules: Sendable, Hashable {
    /// Whether the control must hold a value: `NULL` and empty text fail.
    public var required = false
    /// The message when a required control is empty. Empty: a generated message.
    public var requiredError = ""
    /// The type written into the record; `nil` keeps the kind the record holds.
    public var fieldType: ADFieldType?
    /// The message when the input cannot be converted to the field's type. Empty: the
    /// conversion error's own description.
    public var fieldTypeError = ""
    /// A formula evaluated against the record with the control's value written in; the
    /// control is valid when it is true. Empty: no rule.
    public var formula = ""
    /// The message when ``formula`` is false. Empty: a generated message.
    public var formulaError = ""
    /// The name of an ``ADAsyncValidator`` in the form's ``ADAsyncValidatorRegistry`` that
    /// checks the value once the user stopped typing (``ADAsyncValidationChecker``). Empty:
    /// no asynchronous check.
    public var asyncValidator = ""
    /// When `false` the control only shows its value and never writes into the record.
    public var persist = true

    /// Creates rules that accept any value and persist it.
    public init() {}
}
