extension ADBindingController {
    /// What an asynchronous check of `control` is asked now, or `nil` when the control is not
    /// editable, not bound by this controller, or names no asynchronous validator.
    ///
    /// The value is the control's edit converted to its field's type (as Save would write it),
    /// or its text when it does not convert.
    public func asyncCheckRequest(for control: any ADBindable) -> ADAsyncCheckRequest? {
        guard let editable = control as? any ADEditableBindable, let index = form.index(of: control) else { return nil }
        let rules = editable.validation
        guard !rules.asyncValidator.isEmpty else { return nil }
        let path = form[index].writePath
        let value: ADValue
        do {
            value = try editable.editedValue(as: rules.fieldType, kind: path.flatMap { record.value(at: $0)?.kind })
        } catch {
            value = .string((control as? any ADTextShowing)?.text ?? "")
        }
        return ADAsyncCheckRequest(validator: rules.asyncValidator, value: value, path: path, control: form[index].label)
    }
}

extension ADBindingController {
    /// Checks that every control naming an asynchronous validator
    /// (``ADValidationRules/asyncValidator``, set in code or by a document's `asyncValidator`
    /// attribute) names one `registry` holds; call it once the form is built and its
    /// validators registered, so that a misspelt name fails then rather than showing as a
    /// failed check at the first edit.
    ///
    /// ```swift
    /// try form.controller.verifyAsyncValidators(in: validators)
    /// ```
    /// - Throws: ``ADUnknownAsyncValidatorError`` for the first control, in layout order,
    ///   whose validator is not registered.
    public func verifyAsyncValidators(in registry: ADAsyncValidatorRegistry) throws(ADUnknownAsyncValidatorError) {
        for (index, control) in controls.enumerated() {
            guard let name = (control as? any ADEditableBindable)?.validation.asyncValidator, !name.isEmpty,
                registry.validator(named: name) == nil
            else { continue }
            throw ADUnknownAsyncValidatorError(
                control: control.name, controlIndex: index, validator: name, registered: registry.names)
        }
    }
}
