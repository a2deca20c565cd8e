/// An editable control that takes keyboard focus: it is part of the focus chain and has the
/// keyboard accessory options of the spec.
///
/// The controller drives its editing session: ``beginEditing()`` when it takes the focus,
/// ``commitEditing()`` when editing ends normally (Done, Return, moving on) and
/// ``cancelEditing()`` for a Cancel button. A control that edits in place (a text field)
/// needs none of them; a picker opens, keeps or restores its choice through them.
public protocol ADTextEntryBindable: ADEditableBindable {
    /// Whether the keyboard shows a Done button.
    var showDoneButton: Bool { get }
    /// Whether the keyboard shows Previous and Next buttons.
    var showPrevNextButtons: Bool { get }
    /// Whether Return ends editing instead of moving to the next control.
    var closeOnReturn: Bool { get }
    /// Whether Return inserts a line break rather than ending or moving (a text view).
    var returnInsertsLineBreak: Bool { get }
    /// Whether the accessory toolbar has a Cancel button that restores the value (a picker).
    var showCancelButton: Bool { get }
    /// The control took the focus: a picker opens at its current choice.
    func beginEditing()
    /// Editing ends keeping what the user chose; returns whether the value changed in doing so
    /// (a picker takes its picked option), so the controller reports the change.
    func commitEditing() -> Bool
    /// Editing ends restoring the value the control had when it took the focus.
    func cancelEditing()
}

extension ADTextEntryBindable {
    /// Single-line controls never take a line break.
    public var returnInsertsLineBreak: Bool { false }
    /// Only pickers have a Cancel button.
    public var showCancelButton: Bool { false }
    /// Controls that edit in place have nothing to open.
    public func beginEditing() {}
    /// Controls that edit in place change as the user types, not when editing ends.
    public func commitEditing() -> Bool { false }
    /// Controls that edit in place keep what was typed.
    public func cancelEditing() {}
}
