/// Everything the controller knows about one bound control: the control, its compiled
/// bindings with what each last showed, where it writes, how it is validated, and the
/// problems found when it was bound. Made complete by ``init(control:at:formulaCache:registry:)``.
struct ControlSlot {
    /// The control's position in layout order.
    let index: ControlIndex
    /// The control.
    let control: any ADBindable
    /// The control as an editable control, when it is one (cast once, when bound).
    let editable: (any ADEditableBindable)?
    /// The control's bindings, in the order they are evaluated.
    var bindings: [BoundProperty] = []
    /// The position of the control's data binding in ``bindings``.
    var dataBinding: Int?
    /// Where an editable control writes: its data path when that is a plain field path.
    var writePath: ADFieldPath?
    /// The compiled validation formula of an editable control.
    var validationFormula: ADFormula?
    /// What was found wrong with the control's paths when it was bound.
    var setupIssues: [ADBindingIssue] = []

    /// The name of the control for messages: its name, or its kind and position (`text field #2`).
    var label: String {
        control.name.isEmpty ? "\(control.typed.kind?.description ?? "control") #\(index.position + 1)" : control.name
    }

    /// The index of the control's data binding, or `nil` when it has none.
    var dataBindingIndex: BindingIndex? {
        dataBinding.map { BindingIndex(control: index, position: $0) }
    }

    /// An issue with one path of the control.
    func issue(
        _ property: ADBindingProperty, _ source: String, _ message: String, severity: ADBindingIssue.Severity = .error
    ) -> ADBindingIssue {
        ADBindingIssue(control: label, controlIndex: index.position, property: property, source: source, message: message,
                       severity: severity, controlKind: control.typed.kind)
    }

    /// A reason the control's value cannot be written.
    func failure(_ path: ADFieldPath?, _ reason: ADValidationFailure.Reason, _ message: String) -> ADValidationFailure {
        ADValidationFailure(control: label, controlIndex: index.position, path: path, reason: reason, message: message,
                            controlKind: control.typed.kind)
    }
}
