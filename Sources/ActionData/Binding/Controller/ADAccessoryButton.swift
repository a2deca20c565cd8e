/// A button of the toolbar over the keyboard or picker, as the controller's button texts and
/// images describe it.
public struct ADAccessoryButton: Sendable, Hashable {
    /// What the button does.
    public enum Kind: String, Sendable, Hashable {
        /// Moves to the previous control (``ADBindingController/moveToPrev()``).
        case previous
        /// Moves to the next control (``ADBindingController/moveToNext()``).
        case next
        /// Ends editing, keeping a picked option (``ADBindingController/endEditing()``,
        /// ``ADBindingController/pickerDone()``).
        case done
        /// Closes the picker, keeping the previous option (``ADBindingController/pickerCancel()``).
        case cancel
    }

    /// What the button does.
    public var kind: Kind
    /// The title; shown when there is no image.
    public var text: String
    /// The name of an image in the app's assets, or empty for a text button.
    public var imageName: String
    /// Whether the button can be tapped (Previous on the first control cannot).
    public var isEnabled: Bool
}
