/// Undo and redo of the user's edits (``ADBindingController/editHistory``): the value comes
/// back in the record and the control, what reads its field is re-evaluated, and all of them
/// are published.
extension ADFormModel {
    /// Whether there is an edit to undo.
    public var canUndo: Bool { controller.editHistory.canUndo }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { controller.editHistory.canRedo }

    /// Takes back the newest edit (consecutive keystrokes in one field are one edit).
    ///
    /// ```swift
    /// try form.setText("Grace", for: name)   // the greeting says "Hello Grace"
    /// form.undo()                            // name and greeting are as before; returns name
    /// ```
    /// - Returns: the control whose value came back, for the front end to focus; `nil` when
    ///   there was nothing to undo (nothing changes or is published then).
    @discardableResult
    public func undo() -> ADFormControl? {
        published(controller.undo())
    }

    /// Makes the newest undone edit again.
    /// - Returns: the control whose value came back, or `nil` when there was nothing to redo.
    @discardableResult
    public func redo() -> ADFormControl? {
        published(controller.redo())
    }

    private func published(_ step: ADHistoryStep?) -> ADFormControl? {
        guard let step, let control = control(for: step.control) else { return nil }
        publish([control] + formControls(step.update.refreshedControls))
        return control
    }
}
