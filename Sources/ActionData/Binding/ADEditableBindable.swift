/// A bound control the user edits, whose value the controller writes back into the record.
public protocol ADEditableBindable: ADBindable {
    /// Whether a change updates the record and the controls that depend on it at once.
    var liveUpdate: Bool { get set }
    /// With ``liveUpdate``: whether the change is sent when editing ends rather than on every
    /// change. Controls without an editing session answer `false`.
    var onEndEditing: Bool { get }
    /// Required, type and formula rules, and whether the control writes at all.
    var validation: ADValidationRules { get set }
    /// The message of the last failed validation, or `nil`; the controller sets it.
    var validationError: String? { get set }
    /// Whether the user changed the control since it was last filled or saved.
    var hasEdits: Bool { get }
    /// The value to write into the record.
    ///
    /// - Parameters:
    ///   - type: the type the record field expects.
    ///   - kind: the kind of value the record's field holds now, when known.
    /// - Throws: ``ADConversionError`` when the input is not a value of that type.
    func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue
    /// Marks the current state as saved, so ``hasEdits`` is `false` until the next change.
    func markSaved()
}

extension ADEditableBindable {
    /// Controls without an editing session send every change.
    public var onEndEditing: Bool { false }
}
