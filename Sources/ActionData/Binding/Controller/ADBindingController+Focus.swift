extension ADBindingController {
    /// Whether a control before the focused one can take focus.
    public var hasPrev: Bool { focusedPosition.flatMap { neighbour(of: $0, step: -1) } != nil }

    /// Whether a control after the focused one can take focus.
    public var hasNext: Bool { focusedPosition.flatMap { neighbour(of: $0, step: 1) } != nil }

    /// Gives `control` the focus, ending the editing of the control that had it; opens a
    /// picker. Hidden and disabled controls cannot take focus.
    ///
    /// A text control without unsaved edits is shown again through its editing formatters
    /// (`editingNumberFormatter`, …) while it has the focus, and through its display
    /// formatters once it loses it: a front end renders the controls in
    /// ``lastFocusChange`` after calling this, as after every focus call.
    /// - Returns: whether `control` has the focus now.
    @discardableResult
    public func focus(_ control: any ADTextEntryBindable) -> Bool {
        recordingFocusChange { focus(control, &$0) }
    }

    /// Moves the focus exactly one focusable control back.
    /// - Returns: whether the focus moved.
    @discardableResult
    public func moveToPrev() -> Bool {
        recordingFocusChange { move(step: -1, &$0) }
    }

    /// Moves the focus exactly one focusable control on.
    /// - Returns: whether the focus moved.
    @discardableResult
    public func moveToNext() -> Bool {
        recordingFocusChange { move(step: 1, &$0) }
    }

    /// The Done button: ends editing of the focused control (an open picker keeps the picked
    /// option) and closes the keyboard.
    public func endEditing() {
        recordingFocusChange { endEditing(&$0) }
    }

    /// The Return key: ends editing when the focused control has `closeOnReturn`; otherwise a
    /// text view takes a line break, and other controls move to the next control, or end
    /// editing when there is none.
    @discardableResult
    public func returnPressed() -> ADReturnKeyAction {
        recordingFocusChange { recording in
            guard let current = focusedControl else { return .none }
            if current.closeOnReturn {
                endEditing(&recording)
                return .closedKeyboard
            }
            if current.returnInsertsLineBreak { return .insertLineBreak }
            if move(step: 1, &recording) { return .movedToNext }
            endEditing(&recording)
            return .closedKeyboard
        }
    }

    /// The picker's Done button: keeps the picked option and ends editing.
    public func pickerDone() {
        endEditing()
    }

    /// The picker's Cancel button: keeps the previous option and ends editing.
    public func pickerCancel() {
        recordingFocusChange { recording in
            if let current = focusedControl {
                current.cancelEditing()
                note(current, &recording)
            }
            endEditing(&recording)
        }
    }

    /// The toolbar over the keyboard or picker of `control`, from the button texts and images:
    /// Cancel for a control with `showCancelButton` (a picker), Previous and Next with `showPrevNextButtons`, Done with
    /// `showDoneButton`.
    public func accessoryButtons(for control: any ADTextEntryBindable) -> [ADAccessoryButton] {
        let position = focusChain.firstIndex { $0 === control }
        var buttons: [ADAccessoryButton] = []
        if control.showCancelButton {
            buttons.append(ADAccessoryButton(kind: .cancel, text: cancelButtonText, imageName: cancelButtonImage, isEnabled: true))
        }
        if control.showPrevNextButtons {
            let hasPrevious = position.flatMap { neighbour(of: $0, step: -1) } != nil
            let hasFollowing = position.flatMap { neighbour(of: $0, step: 1) } != nil
            buttons.append(ADAccessoryButton(kind: .previous, text: prevButtonText, imageName: prevButtonImage, isEnabled: hasPrevious))
            buttons.append(ADAccessoryButton(kind: .next, text: nextButtonText, imageName: nextButtonImage, isEnabled: hasFollowing))
        }
        if control.showDoneButton {
            buttons.append(ADAccessoryButton(kind: .done, text: doneButtonText, imageName: doneButtonImage, isEnabled: true))
        }
        return buttons
    }

    private var focusedPosition: Int? {
        guard let focusedControl else { return nil }
        return focusChain.firstIndex { $0 === focusedControl }
    }

    private func neighbour(of position: Int, step: Int) -> Int? {
        var candidate = position + step
        while focusChain.indices.contains(candidate) {
            if Self.canFocus(focusChain[candidate]) { return candidate }
            candidate += step
        }
        return nil
    }

    /// Runs a focus call and keeps what it changed in ``lastFocusChange``.
    private func recordingFocusChange<Result>(_ call: (inout FocusRecording) -> Result) -> Result {
        var recording = FocusRecording(evaluationsBefore: evaluationCount)
        let result = call(&recording)
        lastFocusChange = recording.change(controls: form.controls, evaluationsAfter: evaluationCount)
        return result
    }

    private func focus(_ control: any ADTextEntryBindable, _ recording: inout FocusRecording) -> Bool {
        guard focusChain.contains(where: { $0 === control }), Self.canFocus(control) else { return false }
        if let current = focusedControl {
            if current === control { return true }
            finishEditing(current, &recording)
        }
        focusedControl = control
        control.beginEditing()
        setEditing(control, true)
        note(control, &recording)
        return true
    }

    private func move(step: Int, _ recording: inout FocusRecording) -> Bool {
        guard let position = focusedPosition, let target = neighbour(of: position, step: step) else { return false }
        return focus(focusChain[target], &recording)
    }

    private func endEditing(_ recording: inout FocusRecording) {
        guard let current = focusedControl else { return }
        focusedControl = nil
        finishEditing(current, &recording)
    }

    private func finishEditing(_ control: any ADTextEntryBindable, _ recording: inout FocusRecording) {
        if control.commitEditing() { recording.add(controlDidChange(control), in: form) }
        setEditing(control, false)
        recording.add(controlDidEndEditing(control), in: form)
        note(control, &recording)
    }

    private func note(_ control: any ADBindable, _ recording: inout FocusRecording) {
        if let index = form.index(of: control) { recording.changed.insert(index) }
    }

    /// Marks a text control as being edited or not, and shows its value again in the
    /// matching format unless it holds unsaved edits.
    private func setEditing(_ control: any ADTextEntryBindable, _ editing: Bool) {
        guard let formatted = control as? any ADFormattedBindable, formatted.formatting.isEditing != editing else { return }
        formatted.formatting.isEditing = editing
        guard !control.hasEdits, let index = form.index(of: control), let own = form[index].dataBindingIndex else { return }
        refresh(own, keepingEdits: true)
    }

    private static func canFocus(_ control: any ADTextEntryBindable) -> Bool {
        control.isEnabled && !control.isHidden
    }
}
