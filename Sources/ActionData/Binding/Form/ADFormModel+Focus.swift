/// The focus chain and the keyboard's and picker's buttons: each call goes through the
/// engine, which reports the controls it changed (``ADBindingController/lastFocusChange``);
/// those are published, and the form's observers hear ``ADFormChanges/focus`` when the focused
/// control or its toolbar changed.
extension ADFormModel {
    /// Gives `control` the focus, ending the editing of the control that had it (which writes
    /// a live edit and shows it in its display format); a picker opens. A text control without
    /// unsaved edits is shown in its editing format while focused.
    ///
    /// ```swift
    /// try form.focus(price)   // price.text: "1,234.50" → "1234.5"
    /// ```
    ///
    /// - Returns: whether `control` has the focus now (a hidden or disabled control cannot
    ///   take it).
    /// - Throws: ``ADFormError`` for a control of another form, or one that takes no focus.
    @discardableResult
    public func focus(_ control: ADFormControl) throws(ADFormError) -> Bool {
        let model = try model(of: control)
        guard let entry = model as? any ADTextEntryBindable else {
            throw ADFormError.notApplicable(control: model.kindAndName, event: "the focus")
        }
        return publishingFocusChange { controller.focus(entry) }
    }

    /// Next: moves the focus exactly one focusable control on, skipping hidden and disabled
    /// ones (including controls a live update has just hidden).
    /// - Returns: whether the focus moved.
    @discardableResult
    public func moveToNext() -> Bool {
        publishingFocusChange { controller.moveToNext() }
    }

    /// Previous: moves the focus exactly one focusable control back.
    /// - Returns: whether the focus moved.
    @discardableResult
    public func moveToPrevious() -> Bool {
        publishingFocusChange { controller.moveToPrev() }
    }

    /// Done, or the focused view lost the focus: ends editing (an open picker keeps the picked
    /// option) and closes the keyboard.
    public func done() {
        publishingFocusChange { controller.endEditing() }
    }

    /// The Return key: ends editing, moves to the next control, or lets a text view take a
    /// line break, as the focused control's options say.
    /// - Returns: what Return did; a front end closes the keyboard for
    ///   ``ADReturnKeyAction/closedKeyboard`` and inserts the line break for
    ///   ``ADReturnKeyAction/insertLineBreak``.
    @discardableResult
    public func returnPressed() -> ADReturnKeyAction {
        publishingFocusChange { controller.returnPressed() }
    }

    /// Points the open picker at its option `index` (the wheel turned); Done keeps it, Cancel
    /// goes back. Only the picker is published.
    /// - Throws: ``ADFormError`` for a control of another form, not a text picker,
    ///   unavailable, an option it does not have, or a picker that is not open.
    public func pick(option index: Int, in control: ADFormControl) throws(ADFormError) {
        let picker = try availablePicker(control, option: index)
        guard picker.isPicking else { throw ADFormError.notPicking(picker.kindAndName) }
        guard picker.pickedIndex != index else { return }
        picker.pick(index)
        publish([control])
    }

    /// The picker's Done button: keeps the picked option and ends editing.
    public func pickerDone() {
        publishingFocusChange { controller.pickerDone() }
    }

    /// The picker's Cancel button: keeps the previous option and ends editing.
    public func pickerCancel() {
        publishingFocusChange { controller.pickerCancel() }
    }

    /// Taps the toolbar button `kind` (``accessoryButtons``) of the focused control.
    public func tap(_ kind: ADAccessoryButton.Kind) {
        switch kind {
        case .previous: moveToPrevious()
        case .next: moveToNext()
        case .done: done()
        case .cancel: pickerCancel()
        }
    }

    private func publishingFocusChange<Result>(_ call: () -> Result) -> Result {
        let result = call()
        publish(formControls(controller.lastFocusChange.changedControls))
        return result
    }
}
