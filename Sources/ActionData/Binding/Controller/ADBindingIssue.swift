/// A problem with one path of one control, found when the form is bound or shown: a formula
/// that does not compile or fails to evaluate, a value the control cannot show, or an
/// editable control whose data path is a formula.
public struct ADBindingIssue: Sendable, Hashable, CustomStringConvertible {
    /// How serious an issue is.
    public enum Severity: String, Sendable, Hashable {
        /// The path does not work; the control shows its default for it.
        case error
        /// The path works but probably not as intended.
        case warning
    }

    /// The control's name, or its kind and position (`text field #2`) when it has none.
    public var control: String
    /// The control's kind, or `nil` for a custom control.
    public var controlKind: ADControlKind?
    /// The control's position in layout order.
    public var controlIndex: Int
    /// Which path of the control.
    public var property: ADBindingProperty
    /// The path's text.
    public var source: String
    /// What is wrong.
    public var message: String
    /// Whether the path fails or is only suspicious.
    public var severity: Severity

    /// Creates an issue.
    public init(
        control: String, controlIndex: Int, property: ADBindingProperty, source: String, message: String,
        severity: Severity = .error, controlKind: ADControlKind? = nil
    ) {
        self.control = control
        self.controlKind = controlKind
        self.controlIndex = controlIndex
        self.property = property
        self.source = source
        self.message = message
        self.severity = severity
    }

    public var description: String {
        "\(severity): \(ControlDescription.of(control, kind: controlKind)) \(property) '\(source)': \(message)"
    }
}
