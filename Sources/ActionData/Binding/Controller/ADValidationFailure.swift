/// Why one editable control's value cannot be written into the record.
public struct ADValidationFailure: Sendable, Hashable, CustomStringConvertible {
    /// The rule the control broke.
    public enum Reason: String, Sendable, Hashable {
        /// A required control is empty.
        case required
        /// The input is not a value of the field's type.
        case conversion
        /// The validation formula is false or fails.
        case rule
        /// The record cannot hold the value at the path (it crosses a non-record value).
        case conflict
        /// The model cannot be decoded from the field.
        case decoding
        /// The app's store refused the saved model (a database error, a rule of its own).
        case storage
        /// An asynchronous check (``ADAsyncValidator``) refused the value, threw or timed out.
        case asyncCheck
        /// The permissions of the person using the form (``ADBindingController/access``) do
        /// not allow the change: a read-only or hidden field, an update or create no role
        /// allows, a `check` rule the record breaks.
        case permission
    }

    /// The control's name, or its kind and position (`text field #2`) when it has none; the field path when no
    /// control binds the failing field.
    public var control: String
    /// The control's position in layout order, or `nil` when no control binds the field.
    public var controlIndex: Int?
    /// The control's kind, or `nil` for a custom control or when no control binds the field.
    public var controlKind: ADControlKind?
    /// The field the control writes.
    public var path: ADFieldPath?
    /// The rule broken.
    public var reason: Reason
    /// The message to show the user.
    public var message: String

    /// Creates a failure.
    public init(
        control: String, controlIndex: Int?, path: ADFieldPath?, reason: Reason, message: String,
        controlKind: ADControlKind? = nil
    ) {
        self.control = control
        self.controlIndex = controlIndex
        self.controlKind = controlKind
        self.path = path
        self.reason = reason
        self.message = message
    }

    public var description: String {
        let field = path.map { " (field \($0.dotted))" } ?? ""
        return "\(ControlDescription.of(control, kind: controlKind))\(field): \(message)"
    }
}
