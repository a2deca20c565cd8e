extension ADBindingController {
    /// Shows loaded `options` in `control` (``ADOptionShowing/showOptions(_:)``), then, unless
    /// the control holds an unsaved choice, shows the record's value in it again: a value the
    /// record held before the options came (a segment that did not exist yet, a code whose
    /// title was unknown) is selected once an option has it. The record is not changed.
    ///
    /// Front ends call this rather than ``ADOptionShowing/showOptions(_:)`` whenever a load
    /// answers.
    public func showOptions(_ options: [ADOption], in control: any ADOptionShowing) {
        control.showOptions(options)
        guard let editable = control as? any ADEditableBindable, !editable.hasEdits, let index = form.index(of: control),
            let own = form[index].dataBindingIndex
        else { return }
        refresh(own, keepingEdits: true)
    }
}
