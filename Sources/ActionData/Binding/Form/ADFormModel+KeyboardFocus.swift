/// A toolkit's own focus state (SwiftUI's `@FocusState`) kept in step with the engine's focus
/// chain: the engine decides where the focus is, the toolkit's state follows
/// ``keyboardControl``, and the toolkit's own focus moves (a tap into a field, the keyboard
/// dismissed) are sent to ``keyboardFocusDidMove(to:)``.
///
/// ```swift
/// // SwiftUI focused the name field
/// try form.keyboardFocusDidMove(to: name)
/// focusState = form.keyboardControl?.id       // the engine's answer
/// ```
extension ADFormModel {
    /// The control a toolkit's focus state holds: the focused control when it takes the
    /// keyboard (``ADFormControl/takesKeyboard``), else `nil` — no control has the focus, or an
    /// open picker has it, which shows its options rather than a keyboard.
    public var keyboardControl: ADFormControl? {
        guard let focused = focusedControl, focused.takesKeyboard else { return nil }
        return focused
    }

    /// The toolkit moved its keyboard focus to `control`, or took it away with `nil`.
    ///
    /// A control gets the engine's focus (``focus(_:)``) unless it has it already; a hidden or
    /// disabled one does not, and the toolkit then goes back to ``keyboardControl``. `nil` ends
    /// editing (``done()``) when a text field or view had the keyboard; an open picker stays
    /// open, since the keyboard closed because the picker took the focus.
    ///
    /// - Returns: whether the engine's focus changed.
    /// - Throws: ``ADFormError`` for a control of another form, or one that takes no focus.
    @discardableResult
    public func keyboardFocusDidMove(to control: ADFormControl?) throws(ADFormError) -> Bool {
        let before = focusedControl
        if let control {
            guard control !== keyboardControl else { return false }
            try focus(control)
        } else if keyboardControl != nil {
            done()
        }
        return focusedControl !== before
    }
}
