import ActionData

/// Asynchronous checks (`ADValidationRules.asyncValidator`) on the web: started when a value
/// changes, their states carried in every answer, awaited by Save.
extension ADWebForm {
    /// The web's timing: a 400 ms debounce and a 5 s timeout, below the server's 10 s request
    /// deadline (`ADWebServerLimits.requestTimeout`), so a Save waiting for a check that never
    /// answers is answered with the timeout's message rather than cut off.
    public static let asyncCheckTiming = ADAsyncValidationTiming(timeout: .seconds(5))

    /// Checks the controls whose rules name an asynchronous validator with the validators of
    /// `registry`, replacing any checks the form had.
    ///
    /// ```swift
    /// form.useAsyncValidators(ADAsyncValidatorRegistry([
    ///     ADAsyncValidator("nameFree") { value in try await users.exists(value) ? "This name is taken" : nil }
    /// ]))
    /// ```
    ///
    /// A control is checked once its value differs from the record last loaded or saved; its
    /// state (``ADWebControlState/check``) travels in every answer, and the page asks for it
    /// (`POST /checks`) while a check is pending. Keep `timing.timeout` below the server's
    /// request deadline.
    public func useAsyncValidators(_ registry: ADAsyncValidatorRegistry, timing: ADAsyncValidationTiming = ADWebForm.asyncCheckTiming) {
        asyncChecks = AsyncChecks(registry: registry, timing: timing)
    }

    /// Whether the form checks values asynchronously (``useAsyncValidators(_:timing:)``).
    public var checksAsynchronously: Bool { asyncChecks != nil }

    /// Brings the checks in line with the controls: a control with an asynchronous validator
    /// whose value changed since its check started is checked again (pending, after the
    /// debounce); one back at the value last loaded or saved is no longer checked. Call it after
    /// every change to the form; ``ADWebSession`` does.
    ///
    /// A session brought back from its parking has no checks running: this starts them for
    /// every edited value, so Save never passes an edit unchecked.
    public func updateChecks(isolation: isolated (any Actor)? = #isolation) async {
        guard let checks = asyncChecks else { return }
        for (index, control) in controller.controls.enumerated() {
            guard let request = controller.asyncCheckRequest(for: control) else { continue }
            let id = controlIDs[index]
            if let path = request.path, request.value == initialRecord.value(at: path) ?? .null {
                guard checks.checkedValues.removeValue(forKey: index) != nil else { continue }
                await checks.checker.remove(id)
                checks.board.remove(id)
                continue
            }
            guard checks.checkedValues[index] != request.value else { continue }
            checks.checkedValues[index] = request.value
            await checks.checker.valueChanged(request, control: id)
        }
    }

    /// `update` with the latest check state in each control state it carries, and the state
    /// of every other control being checked added, so any answer brings the page the checks
    /// that finished since its last one.
    public func withCheckStates(_ update: ADWebUpdate) -> ADWebUpdate {
        guard let checks = asyncChecks else { return update }
        var update = update
        var carried: Set<String> = []
        for position in update.states.indices {
            update.states[position].check = checks.board.state(of: update.states[position].id)
            carried.insert(update.states[position].id)
        }
        for id in checks.board.controls.subtracting(carried).sorted() {
            guard let index = index(of: id), let state = state(of: controller.controls[index]) else { continue }
            update.states.append(state)
        }
        return update
    }

    /// The answer to the page's `POST /checks`: the checks and the loaded option lists brought
    /// in line with the controls (``updateChecks(isolation:)``,
    /// ``updateOptionLists(isolation:)``), and the state of every control being checked or
    /// showing loaded options.
    public func checkStates(isolation: isolated (any Actor)? = #isolation) async -> ADWebUpdate {
        await updateChecks()
        await updateOptionLists()
        return withCheckStates(withOptionStates(ADWebUpdate(states: [], record: controller.visibleRecord)))
    }

    /// Save's wait: every check brought in line and awaited; one failure per control whose
    /// check refused its value, threw or timed out (reason `asyncCheck`), placed at its
    /// control. Empty when the form has no asynchronous checks or every check passed.
    func asyncCheckFailures(isolation: isolated (any Actor)? = #isolation) async -> [ADValidationFailure] {
        guard let checks = asyncChecks else { return [] }
        await updateChecks()
        return await checks.checker.waitForChecks().map { failure in
            guard let index = index(of: failure.control) else { return failure }
            var located = failure
            located.controlIndex = index
            located.controlKind = controller.controls[index].typed.kind
            return located
        }
    }

    /// The check state of the control `id`, or `nil` when it is not being checked.
    func checkState(of id: String) -> ADAsyncValidationState? {
        asyncChecks?.board.state(of: id)
    }
}
