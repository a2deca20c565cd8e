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
        return sendLiveUpdate(control, reformat: true)
    }

    private func sendLiveUpdate(_ control: any ADEditableBindable, reformat: Bool) -> ADLiveUpdate {
        guard let index = indexByControl[ObjectIdentifier(control)] else { return .none }
        let slot = slots[index]
        guard let path = slot.writePath, control.validation.persist, control.hasEdits else {
            if reformat, let own = slot.dataProperty, !control.hasEdits { refresh(own, keepingEdits: true) }
            return .none
        }
        var value: ADValue
        do {
            value = try control.editedValue(as: control.validation.fieldType, kind: record.value(at: path)?.kind)
        } catch {
            let message = control.validation.fieldTypeError.isEmpty ? error.description : control.validation.fieldTypeError
            return rejected(failure(index, path, .conversion, message))
        }
        if let delegate {
            guard case .use(let replaced) = delegate.willSet(control, value: value, at: path) else { return .none }
            value = replaced
        }
        do {
            try record.setValue(value, at: path)
        } catch {
            return rejected(failure(index, path, .conflict, error.description))
        }
        control.markSaved()
        control.validationError = nil
        delegate?.didSet(control, value: value, at: path)
        return refreshDependants(of: path, editedControl: index, reformat: reformat)
    }

    /// Re-evaluates the bindings that read `path` (skipping the edited control's own data
    /// binding unless `reformat`), leaving controls with unsaved edits as they are.
    func refreshDependants(of path: ADFieldPath, editedControl: Int?, reformat: Bool) -> ADLiveUpdate {
        let before = evaluationCount
        let affected: [Int]
        if let known = affectedByPath[path] {
            affected = known
        } else {
            affected = graph.properties(affectedBy: path)
            affectedByPath[path] = affected
        }
        var refreshed: [any ADBindable] = []
        var lastControl = -1
        for index in affected {
            let bound = properties[index]
            if !reformat, bound.control == editedControl, bound.property == .data { continue }
            if let observed = observedPaths[index], !observed.contains(where: { $0.contains(path) || path.contains($0) }) { continue }
            guard refresh(index, keepingEdits: true) else { continue }
            // A control's bindings are numbered together, so its refreshes are adjacent.
            if bound.control != lastControl {
                refreshed.append(controls[bound.control])
                lastControl = bound.control
            }
        }
        return ADLiveUpdate(path: path, refreshedControls: refreshed, evaluations: evaluationCount - before, failures: [])
    }

    private func rejected(_ failure: ADValidationFailure) -> ADLiveUpdate {
        if let index = failure.controlIndex, let editable = slots[index].editable {
            editable.validationError = failure.message
        }
        return ADLiveUpdate(path: nil, refreshedControls: [], evaluations: 0, failures: [failure])
    }
}
