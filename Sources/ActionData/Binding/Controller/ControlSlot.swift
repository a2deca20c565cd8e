/// What the controller knows about one control once the form is bound.
struct ControlSlot {
    /// The control as an editable control, when it is one (cast once, when bound).
    var editable: (any ADEditableBindable)?
    /// The index of the control's data binding in the property list.
    var dataProperty: Int?
    /// Where an editable control writes: its data path when that is a plain field path.
    var writePath: ADFieldPath?
    /// The compiled validation formula of an editable control.
    var validationFormula: ADFormula?
}
