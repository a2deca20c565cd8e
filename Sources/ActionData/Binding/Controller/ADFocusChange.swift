/// What a focus call of ``ADBindingController`` changed (``ADBindingController/lastFocusChange``):
/// a front end redraws these controls and nothing else.
public struct ADFocusChange {
    /// The controls whose state the call changed, in layout order, each once: the control that
    /// lost the focus (its edit finished, its text shown again in its display format), the
    /// controls that read a field its edit wrote, and the control that took the focus.
    public var changedControls: [any ADBindable]
    /// The formula evaluations the call ran.
    public var evaluations: Int
    /// Why the edit the call finished was not written, when it was not.
    public var failures: [ADValidationFailure]

    /// A call that changed nothing.
    public static var none: ADFocusChange {
        ADFocusChange(changedControls: [], evaluations: 0, failures: [])
    }
}
