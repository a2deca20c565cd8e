/// Asynchronous checks (``ADValidationRules/asyncValidator``): started after an edit,
/// awaited by Save.
extension ADFormModel {
    /// Hands `control`'s current value to `checker` when its rules name an asynchronous
    /// validator (call it after each edit the user makes); does nothing otherwise. The control
    /// then shows the check as pending (``ADFormControl/asyncCheck``).
    ///
    /// ```swift
    /// try form.setText(typed, for: name)
    /// await form.check(name, with: checker)   // pending now; valid or invalid after the debounce
    /// ```
    ///
    /// The value is the edit converted to the control's field type, or its text when it does
    /// not convert (Save reports that conversion failure itself). The control is known to
    /// the checker by its ``ADFormControl/name``.
    public func check(_ control: ADFormControl, with checker: ADAsyncValidationChecker) async {
        guard let request = controller.asyncCheckRequest(for: control.bindable) else { return }
        await checker.valueChanged(request, control: control.name)
        await showCheck(of: control, in: checker)
    }

    /// A checker whose states the form shows: each report sets the ``ADFormControl/asyncCheck``
    /// of the control it names and publishes that control, so its view shows pending, valid or
    /// the refusal. Hand it to ``check(_:with:)`` and ``save(_:after:decoder:)``.
    ///
    /// ```swift
    /// let checker = form.makeAsyncChecker(registry: validators)
    /// try form.setText(typed, for: name)
    /// await form.check(name, with: checker)   // name.asyncCheck == .pending
    /// ```
    public func makeAsyncChecker(registry: ADAsyncValidatorRegistry, timing: ADAsyncValidationTiming = ADAsyncValidationTiming())
        -> ADAsyncValidationChecker
    {
        let reports = checkReports
        return ADAsyncValidationChecker(registry: registry, timing: timing) { [weak self] control, state in
            let report = reports.next()
            Task { @MainActor in self?.show(state, ofControlNamed: control, report: report) }
        }
    }

    /// Shows `checker`'s current state on each control it checks, at once, rather than when its
    /// reports reach the main actor.
    func showChecks(of checker: ADAsyncValidationChecker) async {
        for control in controls { await showCheck(of: control, in: checker) }
    }

    private func showCheck(of control: ADFormControl, in checker: ADAsyncValidationChecker) async {
        let report = checkReports.current
        guard let state = await checker.state(of: control.name) else { return }
        show(state, ofControlNamed: control.name, report: report)
    }

    private func show(_ state: ADAsyncValidationState, ofControlNamed name: String, report: Int) {
        guard let control = control(named: name), report >= control.asyncCheckReport else { return }
        control.asyncCheckReport = report
        guard control.asyncCheck != state else { return }
        control.asyncCheck = state
        publish([control])
    }

    /// Save after the asynchronous checks: waits for every pending check of `checker`, and
    /// refuses the Save, naming each control whose check refused its value, threw or timed
    /// out (reason ``ADValidationFailure/Reason/asyncCheck``), before anything is written;
    /// otherwise saves as ``save(_:decoder:)`` does.
    ///
    /// ```swift
    /// let person = try await form.save(Person.self, after: checker)
    /// ```
    ///
    /// The failing controls show the check's message as their
    /// ``ADFormControl/validationMessage`` and are published with ``ADFormChanges/save``.
    /// - Throws: ``ADBindingError`` listing the failures; the record is unchanged.
    public func save<Model: Decodable>(
        _ type: Model.Type, after checker: ADAsyncValidationChecker, decoder: ADRecordDecoder = ADRecordDecoder()
    ) async throws(ADBindingError) -> Model {
        let failures = await checker.waitForChecks().map(located)
        await showChecks(of: checker)
        guard failures.isEmpty else {
            let messages = validationMessages()
            controller.mark(failures)
            publishSave(.failed(failures), messagesBefore: messages)
            throw ADBindingError(failures: failures)
        }
        return try save(type, decoder: decoder)
    }

    /// `failure` with the position and kind of the control it names.
    private func located(_ failure: ADValidationFailure) -> ADValidationFailure {
        guard let position = controls.firstIndex(where: { $0.name == failure.control }) else { return failure }
        var located = failure
        located.controlIndex = position
        located.controlKind = controls[position].kind
        return located
    }
}
