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

    /// Calls `handler` each time the user's edits add an entry to the edit history (keystrokes
    /// joining the newest entry add none; undo and redo add none), until the observation is
    /// cancelled or released: an undo manager registers one action per call.
    public func observeUndoableEdits(_ handler: @escaping @MainActor () -> Void) -> ADFormObservation {
        historyObservers.add { _ in handler() }
    }

    private func published(_ step: ADHistoryStep?) -> ADFormControl? {
        publishedHistoryCount = controller.editHistory.undoEntries.count
        guard let step, let control = control(for: step.control) else { return nil }
        publish([control] + formControls(step.update.refreshedControls))
        return control
    }
}
