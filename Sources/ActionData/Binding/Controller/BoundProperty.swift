/// One compiled path of one control: the formula the controller evaluates for it.
struct BoundProperty {
    /// The control's position in layout order.
    let control: Int
    /// Which path of the control.
    let property: ADBindingProperty
    /// The compiled path.
    let formula: ADFormula
}

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

/// A value an editable control is about to write.
struct PendingWrite {
    let control: Int
    let path: ADFieldPath
    let value: ADValue
}

/// The record with every edit written in, or the reasons it cannot be.
struct StagedRecord {
    var record: ADRecord
    var writes: [PendingWrite]
    var failures: [ADValidationFailure]
}
