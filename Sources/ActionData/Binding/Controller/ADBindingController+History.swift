extension ADBindingController {
    /// Takes back the user's newest edit (``editHistory``): the record gets the value from
    /// before it, the control shows it (its unsaved edits dropped) and only the bindings that
    /// read the field are re-evaluated. An edit the focused control still holds (a control that
    /// writes when its edit ends) is written first, so it is the edit taken back.
    ///
    /// ```swift
    /// controller.controlDidChange(name)   // "Ada" → "Grace"; the greeting says "Hello Grace"
    /// let step = controller.undo()        // name shows "Ada" again, so does the greeting
    /// step?.control                       // name: put the focus there
    /// ```
    /// - Returns: what was restored, or `nil` when there was nothing to undo (nothing changes then).
    @discardableResult
    public func undo() -> ADHistoryStep? {
        if let focused = focusedControl, focused.hasEdits { controlDidEndEditing(focused) }
        guard let entry = editHistory.popUndo() else { return nil }
        return restore(entry.before, of: entry, caret: nil)
    }

    /// Makes the newest undone edit again, as ``undo()`` takes one back.
    /// - Returns: what was restored, or `nil` when there was nothing to redo.
    @discardableResult
    public func redo() -> ADHistoryStep? {
        guard let entry = editHistory.popRedo() else { return nil }
        return restore(entry.after, of: entry, caret: entry.caret)
    }

    /// Notes where the caret went after the edit just recorded for `control` (a front end that
    /// applies text edits knows it), so a redo puts it back there.
    public func noteCaret(_ caret: Int, after control: any ADEditableBindable) {
        guard let index = form.index(of: control) else { return }
        editHistory.noteCaret(caret, controlIndex: index.position)
    }

    /// Replaces the history, as a parked session brings it back; entries for controls the form
    /// does not have are dropped.
    public func restoreEditHistory(_ history: ADEditHistory) {
        let count = form.slots.count
        editHistory = ADEditHistory(
            capacity: history.capacity, undoEntries: history.undoEntries.filter { $0.controlIndex < count && $0.controlIndex >= 0 },
            redoEntries: history.redoEntries.filter { $0.controlIndex < count && $0.controlIndex >= 0 })
    }

    /// Records a live update's write of `control`'s field from `before` to `after`.
    func recordEdit(of index: ControlIndex, from before: ADValue?, to after: ADValue) {
        guard before != after else { return }
        editHistory.record(ADEditHistory.Entry(controlIndex: index.position, before: before, after: after))
    }

    private func restore(_ value: ADValue?, of entry: ADEditHistory.Entry, caret: Int?) -> ADHistoryStep? {
        guard form.slots.indices.contains(entry.controlIndex) else { return nil }
        let index = ControlIndex(entry.controlIndex)
        let control = form.control(index)
        guard let path = form[index].writePath else { return nil }
        // The path was written by the edit itself, so it leads through records: a failure here
        // means the record was replaced under the form, and the step restores nothing.
        do {
            try record.setValue(value ?? .null, at: path)
        } catch {
            return nil
        }
        if let editable = form.editable(index) {
            editable.markSaved()
            editable.validationError = nil
        }
        let update = refreshDependants(of: path, editedControl: nil, reformat: true)
        let textLength: Int?
        switch control.typed {
        case .textField(let field): textLength = field.text.utf16.count
        case .textView(let view): textLength = view.text.utf16.count
        default: textLength = nil
        }
        let placed = caret.flatMap { known in textLength.map { min(max(known, 0), $0) } } ?? textLength
        return ADHistoryStep(control: control, controlIndex: entry.controlIndex, caret: placed, update: update)
    }
}
