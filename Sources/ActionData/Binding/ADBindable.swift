/// A control a binding controller fills from a record: the neutral model of a bound view.
///
/// The controller evaluates the control's paths — each a field path or a formula — against
/// its record and hands the results over: ``display(_:)`` for `dataPath`, ``isEnabled`` and
/// ``isHidden`` for `enabledPath` and `hiddenPath`, ``setColor(_:for:)`` for each colour path.
/// A front end renders the resulting state. An empty path binds nothing.
///
/// The controls of the spec (``ADBoundLabel`` … ``ADBoundTextPicker``) conform; a custom
/// control conforms by implementing these requirements (and ``ADEditableBindable`` when it
/// edits a value).
///
/// Controls are reference types shared by a controller and a front end, and are not
/// `Sendable`: use a control only in the isolation domain of its controller.
public protocol ADBindable: ADViewNode {
    /// A name for error messages, such as the front end's view identifier.
    var name: String { get }
    /// The field path or formula giving the value the control shows or edits.
    var dataPath: String { get }
    /// The field path or formula giving whether the control is enabled.
    var enabledPath: String { get }
    /// The field path or formula giving whether the control is hidden.
    var hiddenPath: String { get }
    /// The colour paths of the control by role; roles without a path are absent.
    var colorPaths: [ADColorRole: String] { get }
    /// Whether the control accepts input.
    var isEnabled: Bool { get set }
    /// Whether the control is hidden.
    var isHidden: Bool { get set }
    /// Sets a colour; `nil` restores the front end's default.
    func setColor(_ color: ADColor?, for role: ADColorRole)
    /// Shows `value`, converting it by the control's rules.
    ///
    /// `NULL` shows as empty and must not throw.
    /// - Throws: ``ADConversionError`` when the value cannot be shown; the control then
    ///   shows `NULL`.
    func display(_ value: ADValue) throws(ADConversionError)
}

/// A bound control the user edits, whose value the controller writes back into the record.
public protocol ADEditableBindable: ADBindable {
    /// Whether a change updates the record and the controls that depend on it at once.
    var liveUpdate: Bool { get }
    /// With ``liveUpdate``: whether the change is sent when editing ends rather than on every
    /// change. Controls without an editing session answer `false`.
    var onEndEditing: Bool { get }
    /// Required, type and formula rules, and whether the control writes at all.
    var validation: ADValidationRules { get }
    /// The message of the last failed validation, or `nil`; the controller sets it.
    var validationError: String? { get set }
    /// Whether the user changed the control since it was last filled or saved.
    var hasEdits: Bool { get }
    /// The value to write into the record.
    ///
    /// - Parameters:
    ///   - type: the type the record field expects.
    /// - Throws: ``ADConversionError`` when the input is not a value of that type.
    func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue
    /// Marks the current state as saved, so ``hasEdits`` is `false` until the next change.
    func markSaved()
}

extension ADEditableBindable {
    /// Controls without an editing session send every change.
    public var onEndEditing: Bool { false }
}

/// An editable control that takes keyboard focus: it is part of the focus chain and has the
/// keyboard accessory options of the spec.
public protocol ADTextEntryBindable: ADEditableBindable {
    /// Whether the keyboard shows a Done button.
    var showDoneButton: Bool { get }
    /// Whether the keyboard shows Previous and Next buttons.
    var showPrevNextButtons: Bool { get }
    /// Whether Return ends editing instead of moving to the next control.
    var closeOnReturn: Bool { get }
    /// Whether Return inserts a line break rather than ending or moving (a text view).
    var returnInsertsLineBreak: Bool { get }
}

extension ADTextEntryBindable {
    /// Single-line controls never take a line break.
    public var returnInsertsLineBreak: Bool { false }
}
