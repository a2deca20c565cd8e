extension ADBindingController {
    /// Tells the controller the user changed `control` (a keystroke, a slider move, a tap).
    ///
    /// With `liveUpdate` on and `onEndEditing` off, the value is written into ``record`` and
    /// only the bindings whose formulas read that field are re-evaluated; the edited control
    /// keeps its text as typed.
    @discardableResult
    public func controlDidChange(_ control: any ADEditableBindable) -> ADLiveUpdate {
        guard control.liveUpdate, !control.onEndEditing else { return .none }
        return sendLiveUpdate(control, reformat: false)
    }

    /// Tells the controller the user finished editing `control`.
    ///
    /// With `liveUpdate` on, writes the value as ``controlDidChange(_:)`` does and shows it
    /// again in the control's own format.
    @discardableResult
    public func controlDidEndEditing(_ control: any ADEditableBindable) -> ADLiveUpdate {
        guard control.liveUpdate else { return .none }
        defer { editHistory.close() }
        return sendLiveUpdate(control, reformat: true)
    }

    private func sendLiveUpdate(_ control: any ADEditableBindable, reformat: Bool) -> ADLiveUpdate {
        guard let index = form.index(of: control) else { return .none }
        guard let path = form[index].writePath, control.validation.persist, control.hasEdits else {
            if reformat, let own = form[index].dataBindingIndex, !control.hasEdits { refresh(own, keepingEdits: true) }
            return .none
        }
        if let refused = permissionFailure(of: index, path: path) { return rejected(refused, of: control) }
        var value: ADValue
        do {
            value = try control.editedValue(as: control.validation.fieldType, kind: record.value(at: path)?.kind)
        } catch {
            let message = control.validation.fieldTypeError.isEmpty ? error.description : control.validation.fieldTypeError
            return rejected(form[index].failure(path, .conversion, message), of: control)
        }
        if let delegate {
            guard case .use(let replaced) = delegate.willSet(control, value: value, at: path) else { return .none }
            value = replaced
        }
        let before = record.value(at: path)
        do {
            try record.setValue(value, at: path)
        } catch {
            return rejected(form[index].failure(path, .conflict, error.description), of: control)
        }
        control.markSaved()
        control.validationError = nil
        delegate?.didSet(control, value: value, at: path)
        recordEdit(of: index, from: before, to: value)
        return refreshDependants(of: path, editedControl: index, reformat: reformat)
    }

    /// Re-evaluates the bindings that read `path` (skipping the edited control's own data
    /// binding unless `reformat`), leaving controls with unsaved edits as they are.
    func refreshDependants(of path: ADFieldPath, editedControl: ControlIndex?, reformat: Bool) -> ADLiveUpdate {
        let before = evaluationCount
        var refreshed: [any ADBindable] = []
        var lastControl: ControlIndex?
        for index in form.bindings(affectedBy: path) {
            let bound = form[index]
            if !reformat, index.control == editedControl, bound.property == .data { continue }
            if !bound.observes(path) { continue }
            guard refresh(index, keepingEdits: true) else { continue }
            // A control's bindings are ordered together, so its refreshes are adjacent.
            if index.control != lastControl {
                refreshed.append(form.control(index.control))
                lastControl = index.control
            }
        }
        return ADLiveUpdate(path: path, refreshedControls: refreshed, evaluations: evaluationCount - before, failures: [])
    }

    private func rejected(_ failure: ADValidationFailure, of control: any ADEditableBindable) -> ADLiveUpdate {
        control.validationError = failure.message
        return ADLiveUpdate(path: nil, refreshedControls: [], evaluations: 0, failures: [failure])
    }
}
