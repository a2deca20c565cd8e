import Foundation

/// The user's edits: each goes into the control's model, then through the engine's live
/// update; the edited control and the controls that read its field are published.
extension ADFormModel {
    /// Plain text entry into a text field or text view: `text` replaces the control's text as
    /// typed (a masked field takes it unformatted; use ``typeText(replacing:with:in:)`` to have
    /// the mask applied as the user types).
    ///
    /// ```swift
    /// try form.setText("Ada", for: nameControl)   // a label reading `name` is published too
    /// ```
    ///
    /// Text the field's type cannot hold (`abc` in a number field) is kept as typed; a live
    /// field then gets the conversion message as its ``ADFormControl/validationMessage``.
    ///
    /// - Throws: ``ADFormError`` for a control of another form, not a text field or view, or
    ///   disabled or hidden.
    public func setText(_ text: String, for control: ADFormControl) throws(ADFormError) {
        try edit(control, .text(text))
    }

    /// A keystroke, deletion or paste in a text field or text view: replaces `range` of the
    /// shown text with `replacement` and returns where the caret goes.
    ///
    /// Offsets count **UTF-16 code units**, as UIKit's `NSRange` and `UITextPosition` offsets
    /// (and so a SwiftUI wrapper of `UITextField`) and the browser's `selectionStart` count them.
    /// A masked field (``ADFormControl/maskPattern``) applies the edit through the mask
    /// (`ADMaskedStringFormatter.edit(_:replacingUTF16:with:)`): the engine gives the new
    /// text and the caret after the last character placed. Other fields splice the text.
    ///
    /// ```swift
    /// // phone shows "(808) 555-1212"; the user deletes the character after "(808) "
    /// let caret = try form.typeText(replacing: 6..<7, with: "", in: phone)
    /// phone.text   // "(808) 551-212"
    /// caret        // 6
    /// ```
    ///
    /// A refused edit (a letter where the mask wants a digit, input beyond the mask, a range
    /// outside the text or splitting a character) changes and publishes nothing; the caret
    /// returned is then the range's start, within the text.
    ///
    /// - Throws: ``ADFormError`` as ``setText(_:for:)``.
    public func typeText(replacing range: Range<Int>, with replacement: String, in control: ADFormControl) throws(ADFormError) -> Int {
        try inputText(.replace, selecting: range, text: replacement, in: control)
    }

    /// One kind of input into a text field or text view with `selection` (UTF-16 offsets), as
    /// ``typeText(replacing:with:in:)`` for `ADTextInputKind.replace`: a masked field has the
    /// engine decide what a deletion removes and take a text changed as a whole
    /// (`ADTextInputKind.changed`: a keyboard's composition that ended, with the caret at
    /// `selection`'s end) through the mask
    /// (`ADMaskedStringFormatter.input(_:in:selectingUTF16:text:)`). Other fields splice the
    /// selection, take a changed text as it is, and delete nothing at a bare caret.
    ///
    /// ```swift
    /// // phone shows "(808) 555"; a keyboard's composition made it "(808) 5551212"
    /// try form.inputText(.changed, selecting: 13..<13, text: "(808) 5551212", in: phone)   // "(808) 555-1212", caret 14
    /// ```
    ///
    /// - Returns: where the caret goes; for a refused input the selection's start, within the text.
    /// - Throws: ``ADFormError`` as ``setText(_:for:)``.
    public func inputText(
        _ kind: ADTextInputKind, selecting range: Range<Int>, text replacement: String = "", in control: ADFormControl
    ) throws(ADFormError) -> Int {
        let model = try model(of: control)
        let entry: ADTextEntryControlModel
        var mask: String?
        switch model.typed {
        case .textField(let field):
            entry = field
            mask = control.maskPattern
        case .textView(let view): entry = view
        case .label, .slider, .switch, .progressView, .stepper, .imageView, .webView, .segmentedControl, .textPicker,
            .datePicker, .list, .custom:
            throw ADFormError.notApplicable(control: model.kindAndName, event: "text")
        }
        try requireAvailable(model)
        let current = entry.text
        let refusedCaret = kind == .changed
            ? ADMaskedStringFormatter.changeStartUTF16(from: current, to: replacement, caretUTF16: range.upperBound)
            : min(max(range.lowerBound, 0), current.utf16.count)
        let edited: (text: String, caret: Int)?
        if let mask {
            edited = ADMaskedStringFormatter(formatString: mask).input(kind, in: current, selectingUTF16: range, text: replacement)
                .map { ($0.text, $0.utf16Caret) }
        } else if kind == .changed {
            edited = (replacement, min(max(range.upperBound, 0), replacement.utf16.count))
        } else if kind == .replace || !range.isEmpty {
            edited = Self.splice(current, replacingUTF16: range, with: kind == .replace ? replacement : "")
        } else {
            edited = nil
        }
        guard let edited else { return refusedCaret }
        if edited.text != current {
            entry.text = edited.text
            didEdit(control)
            if let editable = model as? any ADEditableBindable { controller.noteCaret(edited.caret, after: editable) }
        }
        return edited.caret
    }

    /// Turns a switch on or off.
    /// - Throws: ``ADFormError`` for a control of another form, not a switch, or unavailable.
    public func setOn(_ isOn: Bool, for control: ADFormControl) throws(ADFormError) {
        try edit(control, .on(isOn))
    }

    /// Sets a slider's or stepper's number, clamped to its range.
    /// - Throws: ``ADFormError`` for a control of another form, not a slider or stepper,
    ///   unavailable, or a number that is not finite.
    public func setValue(_ value: Double, for control: ADFormControl) throws(ADFormError) {
        try edit(control, .number(value))
    }

    /// The stepper's plus button: one step up, as the engine's stepper steps (wrapping when
    /// it wraps).
    /// - Throws: ``ADFormError`` for a control of another form, not a stepper, or unavailable.
    public func increment(_ control: ADFormControl) throws(ADFormError) {
        try edit(control, .step(up: true))
    }

    /// The stepper's minus button: one step down.
    /// - Throws: ``ADFormError`` as ``increment(_:)``.
    public func decrement(_ control: ADFormControl) throws(ADFormError) {
        try edit(control, .step(up: false))
    }

    /// Selects a segment of a segmented control, or none with `nil`.
    /// - Throws: ``ADFormError`` for a control of another form, not a segmented control,
    ///   unavailable, or a segment it does not have.
    public func select(segment: Int?, in control: ADFormControl) throws(ADFormError) {
        try edit(control, .segment(segment))
    }

    /// Selects a row of a list, or none with `nil`.
    /// - Throws: ``ADFormError`` for a control of another form, not a list, unavailable, or a
    ///   row it does not have.
    public func select(row: ADListIndex?, in control: ADFormControl) throws(ADFormError) {
        try edit(control, .row(row))
    }

    /// Chooses an option of a text picker at once, without opening it (a menu-style picker):
    /// the option becomes the picker's value. An open picker uses ``pick(option:in:)`` and
    /// ``pickerDone()`` instead.
    /// - Throws: ``ADFormError`` for a control of another form, not a text picker,
    ///   unavailable, or an option it does not have.
    public func choose(option index: Int, in control: ADFormControl) throws(ADFormError) {
        try edit(control, .option(index))
    }

    /// Sets a date picker's date, or none with `nil`; a date outside the picker's range
    /// becomes its nearest bound.
    /// - Throws: ``ADFormError`` for a control of another form, not a date picker, or
    ///   unavailable.
    public func setDate(_ date: Date?, for control: ADFormControl) throws(ADFormError) {
        try edit(control, .date(date))
    }

    /// Sets the image of an image view that writes back (``ADFormControl/acceptsChosenImage``),
    /// or removes it with `nil`. Bytes the view refuses (too large, not PNG, JPEG or GIF) become
    /// its ``ADFormControl/validationMessage`` and the image is unchanged.
    /// - Throws: ``ADFormError`` for a control of another form, not an image view that writes
    ///   back, or unavailable.
    public func chooseImage(_ data: Data?, for control: ADFormControl) throws(ADFormError) {
        try edit(control, .image(data))
    }

    /// The picker model of `control`, when it is available and has option `index`.
    func availablePicker(_ control: ADFormControl, option index: Int) throws(ADFormError) -> ADTextPickerModel {
        let model = try model(of: control)
        guard case .textPicker(let picker) = model.typed else {
            throw ADFormError.notApplicable(control: model.kindAndName, event: "an option")
        }
        try requireAvailable(model)
        guard picker.optionList.indices.contains(index) else {
            throw ADFormError.outOfRange(control: model.kindAndName, detail: "no option \(index)")
        }
        return picker
    }

    /// Throws when `model` is disabled or hidden.
    func requireAvailable(_ model: any ADBindable) throws(ADFormError) {
        guard model.isEnabled, !model.isHidden else { throw ADFormError.unavailable(model.kindAndName) }
    }

    /// Applies `edit` to `control` (``ADBindable/apply(_:checkingAvailability:)``) and, when it
    /// changed the control, tells the engine and publishes; a refused image publishes the control.
    private func edit(_ control: ADFormControl, _ edit: ADControlEdit) throws(ADFormError) {
        let model = try model(of: control)
        let outcome: ADControlEditOutcome
        do {
            outcome = try model.apply(edit)
        } catch {
            switch error {
            case .notApplicable: throw ADFormError.notApplicable(control: model.kindAndName, event: edit.event)
            case .unavailable: throw ADFormError.unavailable(model.kindAndName)
            case .outOfRange(let detail): throw ADFormError.outOfRange(control: model.kindAndName, detail: detail)
            }
        }
        switch outcome {
        case .changed: didEdit(control)
        case .refused: publish([control])
        case .unchanged: break
        }
    }

    /// Tells the engine the user changed `control` and publishes it with the controls the live
    /// update re-evaluated.
    private func didEdit(_ control: ADFormControl) {
        guard let editable = control.bindable as? any ADEditableBindable else { return }
        let update = controller.controlDidChange(editable)
        publish([control] + formControls(update.refreshedControls))
    }

    /// `text` with the UTF-16 `range` replaced, and the caret after the replacement; `nil`
    /// when the range is outside the text or splits a character.
    private static func splice(_ text: String, replacingUTF16 range: Range<Int>, with replacement: String) -> (text: String, caret: Int)? {
        let units = text.utf16
        guard range.lowerBound >= 0, range.upperBound <= units.count,
              let lower = units.index(units.startIndex, offsetBy: range.lowerBound).samePosition(in: text),
              let upper = units.index(units.startIndex, offsetBy: range.upperBound).samePosition(in: text)
        else { return nil }
        var edited = text
        edited.replaceSubrange(lower..<upper, with: replacement)
        return (edited, range.lowerBound + replacement.utf16.count)
    }
}
