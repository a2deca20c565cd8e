import ActionData

extension ADWebForm {
    /// Applies what a user did in the browser through the engine: an edit goes into the
    /// control and, for a live-update control, into the record and the controls that read its
    /// field; a stepper's step is the engine's own (wrapping when the stepper wraps) and ends
    /// the edit; a focus move goes through the controller's focus chain; a masked keystroke
    /// through the mask's caret map.
    ///
    /// An event whose `sequence` is not newer than the last applied for its control arrived
    /// late and is ignored: the answer is the control's current state.
    ///
    /// - Returns: the states of the controls that changed, and the focus after a focus,
    ///   keyboard or masked-edit event.
    /// - Throws: ``ADWebError`` for an unknown control, a control that cannot do the action,
    ///   or a value of the wrong kind; 403 for an edit of a control the person's permissions
    ///   lock (`ADBindingController.mayEdit(_:)`); the form is unchanged then.
    public func handle(_ event: ADWebEvent) throws(ADWebError) -> ADWebUpdate {
        guard let index = index(of: event.controlID) else { throw ADWebError.unknownControl(event.controlID) }
        let control = controller.controls[index]
        if event.action.edits, !controller.mayEdit(control) { throw ADWebError.mayNotChange(event.controlID) }
        if let sequence = event.sequence {
            if let applied = appliedSequences[index], sequence <= applied {
                return ADWebUpdate(states: state(of: control).map { [$0] } ?? [], record: controller.visibleRecord)
            }
            appliedSequences[index] = sequence
        }
        switch event.action {
        case .input, .commit, .edit, .increment, .decrement:
            return try edit(control, event)
        case .focus, .previous, .next, .done, .cancel, .return, .pick:
            return try moveFocus(control, event)
        case .undo, .redo:
            return history(undoing: event.action == .undo)
        }
    }

    /// Undo or redo through the engine: the answer carries the restored control, the controls
    /// that read its field, and the focus on the restored control with its caret; with nothing
    /// to undo or redo, nothing changes and the answer says so with no states and no focus.
    private func history(undoing: Bool) -> ADWebUpdate {
        guard let step = undoing ? controller.undo() : controller.redo() else {
            return ADWebUpdate(states: [], record: controller.visibleRecord)
        }
        var changed: [any ADBindable] = [step.control]
        for refreshed in step.update.refreshedControls where refreshed !== step.control { changed.append(refreshed) }
        if let entry = step.control as? any ADTextEntryBindable, entry.isEnabled, !entry.isHidden, controller.focusedControl !== entry {
            controller.focus(entry)
            for moved in controller.lastFocusChange.changedControls where !changed.contains(where: { $0 === moved }) { changed.append(moved) }
        }
        let buttons = (step.control as? any ADTextEntryBindable).map { controller.accessoryButtons(for: $0) } ?? []
        return ADWebUpdate(
            states: changed.compactMap { state(of: $0) }, evaluations: step.update.evaluations, record: controller.visibleRecord,
            focus: ADWebFocus(controlID: identifier(of: step.control), buttons: buttons, caret: step.caret))
    }

    private func edit(_ control: any ADBindable, _ event: ADWebEvent) throws(ADWebError) -> ADWebUpdate {
        let editable = try usable(control, event.controlID)
        var focus: ADWebFocus?
        var mismatch: ADWebPredictionMismatch?
        var refusal: ADValidationFailure?
        if event.action == .edit {
            let outcome = try MaskedTyping.apply(event.value, to: editable, id: event.controlID)
            focus = ADWebFocus(controlID: event.controlID, buttons: buttons(for: editable), caret: outcome.caret)
            mismatch = outcome.mismatch
            refusal = outcome.refusal.map {
                ADValidationFailure(
                    control: event.controlID, controlIndex: index(of: event.controlID), path: nil, reason: .conversion, message: $0,
                    controlKind: editable.typed.kind)
            }
        } else if event.action == .increment || event.action == .decrement {
            try ControlInput.step(up: event.action == .increment, editable, id: event.controlID)
        } else {
            try ControlInput.apply(event.value, to: editable, id: event.controlID)
        }
        let finished = event.action == .commit || event.action == .increment || event.action == .decrement
        let live = finished ? controller.controlDidEndEditing(editable) : controller.controlDidChange(editable)
        var changed: [any ADBindable] = [editable]
        for refreshed in live.refreshedControls where refreshed !== editable { changed.append(refreshed) }
        let failures = (refusal.map { [$0] } ?? []) + live.failures
        var update = ADWebUpdate(
            states: changed.compactMap { state(of: $0) }, evaluations: live.evaluations, failures: failures,
            record: controller.visibleRecord, focus: focus)
        update.labels = labels(of: failures)
        update.predictionMismatch = mismatch
        return update
    }

    /// Focus moves and the keyboard's keys: the answer carries the controls the engine reports
    /// changed (`ADBindingController.lastFocusChange`) and the focus.
    private func moveFocus(_ control: any ADBindable, _ event: ADWebEvent) throws(ADWebError) -> ADWebUpdate {
        var returnAction: ADReturnKeyAction?
        switch event.action {
        case .focus:
            if let entry = control as? any ADTextEntryBindable, entry.isEnabled, !entry.isHidden {
                controller.focus(entry)
            } else {
                controller.endEditing()
            }
        case .previous: try requireFocus(on: control, event); controller.moveToPrev()
        case .next: try requireFocus(on: control, event); controller.moveToNext()
        case .done: try requireFocus(on: control, event); controller.endEditing()
        case .cancel: try requireFocus(on: control, event); controller.pickerCancel()
        case .return: try requireFocus(on: control, event); returnAction = controller.returnPressed()
        case .pick:
            try requireFocus(on: control, event)
            guard case .textPicker(let picker) = control.typed else {
                throw ADWebError.badRequest("control \"\(event.controlID)\" is not a picker")
            }
            guard case .int(let number) = event.value, let index = Int(exactly: number), picker.optionList.indices.contains(index)
            else { throw ADWebError.badRequest("control \"\(event.controlID)\" expects an option index") }
            picker.pick(index)
            return ADWebUpdate(states: state(of: picker).map { [$0] } ?? [], record: controller.visibleRecord, focus: currentFocus())
        case .input, .commit, .edit, .increment, .decrement, .undo, .redo:
            break
        }
        var focus = currentFocus()
        focus.returnAction = returnAction
        let change = controller.lastFocusChange
        var update = ADWebUpdate(
            states: change.changedControls.compactMap { state(of: $0) }, evaluations: change.evaluations, failures: change.failures,
            record: controller.visibleRecord, focus: focus)
        update.labels = labels(of: change.failures)
        return update
    }

    /// The focus as the controller has it now.
    func currentFocus() -> ADWebFocus {
        guard let focused = controller.focusedControl else { return ADWebFocus(controlID: nil) }
        return ADWebFocus(controlID: identifier(of: focused), buttons: controller.accessoryButtons(for: focused))
    }

    private func buttons(for control: any ADEditableBindable) -> [ADAccessoryButton] {
        guard let entry = control as? any ADTextEntryBindable else { return [] }
        return controller.accessoryButtons(for: entry)
    }

    private func requireFocus(on control: any ADBindable, _ event: ADWebEvent) throws(ADWebError) {
        guard let focused = controller.focusedControl, focused === control else {
            throw ADWebError.badRequest("control \"\(event.controlID)\" does not have the focus")
        }
    }

    private func usable(_ control: any ADBindable, _ id: String) throws(ADWebError) -> any ADEditableBindable {
        guard let editable = control as? any ADEditableBindable else {
            throw ADWebError.badRequest("control \"\(id)\" cannot be edited")
        }
        guard editable.isEnabled, !editable.isHidden else { throw ADWebError.badRequest("control \"\(id)\" is disabled") }
        return editable
    }
}
