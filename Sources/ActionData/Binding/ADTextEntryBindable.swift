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
