/// What an undo or redo did: the control whose value came back, where its caret goes, and the
/// live update that showed the value and re-ran what reads it.
public struct ADHistoryStep {
    /// The control whose value was restored; the front end puts the focus on it.
    public var control: any ADBindable
    /// Its position in ``ADBindingController/controls``.
    public var controlIndex: Int
    /// Where the caret goes in a text control (UTF-16 offset): after a redo where the edit left
    /// it, when known, else at the end of the text.
    public var caret: Int?
    /// The bindings re-evaluated because they read the restored field.
    public var update: ADLiveUpdate
}
