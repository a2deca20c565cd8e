/// What Return did (``ADBindingController/returnPressed()``).
public enum ADReturnKeyAction: Sendable, Hashable {
    /// No control has focus.
    case none
    /// Editing ended and the keyboard closes.
    case closedKeyboard
    /// Focus moved to the next control.
    case movedToNext
    /// The text view takes a line break; focus stays.
    case insertLineBreak
}
