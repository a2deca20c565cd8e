/// The state every editable control model shares: the value the user edits next to the value
/// last shown or saved, the live-update option and the validation rules and message.
///
/// ``ADTextFieldModel``, ``ADSliderModel`` and the other editable models inherit it, each
/// exposing its edited state under its own name (`text`, `value`, `isOn` …); the class cannot
/// be subclassed outside ActionData.
public class ADEditableControlModel<Value: Equatable>: ADControlModel {
    /// Whether a change updates the record and the controls that depend on it at once.
    public var liveUpdate = false
    /// Required, type and formula rules, and whether the control writes at all.
    public var validation: ADValidationRules {
        get { boxedValidation?.value ?? ADValidationRules() }
        set { boxedValidation = newValue == ADValidationRules() ? nil : OutOfLine(newValue) }
    }
    /// ``validation``, out of line (about 100 bytes) and `nil` while it holds the default
    /// rules, as most controls' do.
    private var boxedValidation: OutOfLine<ADValidationRules>?
    /// The message of the last failed validation, or `nil`; the controller sets it.
    public var validationError: String?
    /// The value the user edits.
    var editedState: Value
    /// The value when the control was last filled or saved.
    private(set) var savedState: Value

    init(named name: String, dataPath: String, value: Value) {
        editedState = value
        savedState = value
        super.init(named: name, dataPath: dataPath)
    }

    /// Whether the user changed the control since it was last filled or saved.
    public var hasEdits: Bool { editedState != savedState }

    /// Marks the current value as saved, so ``hasEdits`` is `false` until the next change.
    public func markSaved() { savedState = editedState }

    /// Shows `value` as filled from the record: nothing to save.
    func show(_ value: Value) {
        editedState = value
        savedState = value
    }
}
