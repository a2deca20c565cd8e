import ActionData

/// Where the keyboard focus is after a request, and what the page shows for it: the focused
/// control, its accessory bar, the caret, and what Return did.
public struct ADWebFocus: Sendable, Hashable {
    /// The focused control's identifier, or `nil` when editing ended (the keyboard closed).
    public var controlID: String?
    /// The accessory bar of the focused control (Cancel, Previous, Next, Done as the control's
    /// options and the controller's button texts say); empty when it has none.
    public var buttons: [ADAccessoryButton]
    /// Where the caret goes in the focused control's text, in UTF-16 code units, after a
    /// masked edit; `nil` to leave it.
    public var caret: Int?
    /// What the Return key did, after a ``ADWebEvent/Action/return`` event.
    public var returnAction: ADReturnKeyAction?

    /// A focus answer.
    public init(controlID: String?, buttons: [ADAccessoryButton] = [], caret: Int? = nil, returnAction: ADReturnKeyAction? = nil) {
        self.controlID = controlID
        self.buttons = buttons
        self.caret = caret
        self.returnAction = returnAction
    }
}
