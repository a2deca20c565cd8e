/// Runs the asynchronous checks of a form's controls: each one after the user stopped
/// changing the value for ``ADAsyncValidationTiming/debounce``, cancelled when the value
/// changes again, failed after ``ADAsyncValidationTiming/timeout``; and holds each control's
/// ``ADAsyncValidationState``.
///
/// ```swift
/// let checker = ADAsyncValidationChecker(registry: validators) { control, state in
///     // show `state` under `control` (pending, valid, the message)
/// }
/// await checker.valueChanged("ada", control: "name", validator: "nameFree")
/// let failures = await checker.waitForChecks()   // Save: empty, or one failure per control
/// ```
///
/// Calls made one after another (each awaited) take effect in that order: the web session's
/// actor or the main actor feeds it the edits as they come.
public actor ADAsyncValidationChecker {
    /// Reports each control's new state: `(control, state)`.
    public typealias Observer = @Sendable (String, ADAsyncValidationState) -> Void

    private struct Check {
        var validator: String
        var value: ADValue
        var path: ADFieldPath?
        var generation: Int
        var task: Task<Void, Never>?
        var debouncing: Bool
    }

    /// The validators controls name.
    public let registry: ADAsyncValidatorRegistry
    /// The debounce, the timeout and the clock.
    public let timing: ADAsyncValidationTiming
    private let observer: Observer?
    private var checks: [String: Check] = [:]
    private var order: [String] = []
    private var states: [String: ADAsyncValidationState] = [:]
    private var generation = 0

    /// A checker resolving validator names in `registry`, telling `observer` of each state
    /// change.
    public init(registry: ADAsyncValidatorRegistry, timing: ADAsyncValidationTiming = ADAsyncValidationTiming(), observer: Observer? = nil) {
        self.registry = registry
        self.timing = timing
        self.observer = observer
    }

    /// The state of `control`'s check, or `nil` when its value never changed.
    public func state(of control: String) -> ADAsyncValidationState? {
        states[control]
    }

    /// Records that `control` now holds `value`: cancels its running check, makes it
    /// ``ADAsyncValidationState/pending`` and starts a new check after the debounce. A
    /// validator name the registry does not know gives ``ADAsyncValidationState/failed(_:)``.
    /// - Parameters:
    ///   - value: the control's new value.
    ///   - control: the control's name.
    ///   - validator: the registered name of the control's validator.
    ///   - path: the field the control writes, named in Save's failures.
    public func valueChanged(_ value: ADValue, control: String, validator: String, path: ADFieldPath? = nil) {
        checks[control]?.task?.cancel()
        if !order.contains(control) { order.append(control) }
        generation += 1
        checks[control] = Check(validator: validator, value: value, path: path, generation: generation, task: nil, debouncing: true)
        set(.pending, of: control)
        start(control, debouncing: true)
    }

    /// Records that `control` now holds the request's value, as
    /// ``valueChanged(_:control:validator:path:)`` does with its parts.
    public func valueChanged(_ request: ADAsyncCheckRequest, control: String) {
        valueChanged(request.value, control: control, validator: request.validator, path: request.path)
    }

    /// Stops checking `control` and forgets its state (the control went away or lost its
    /// validator).
    public func remove(_ control: String) {
        checks[control]?.task?.cancel()
        checks[control] = nil
        states[control] = nil
        order.removeAll { $0 == control }
    }

    /// Save's wait: starts at once every check still waiting for its debounce, waits for
    /// every running check, and gives one failure per control whose check refused its value
    /// or failed, in the order the controls first changed (reason
    /// ``ADValidationFailure/Reason/asyncCheck``). Empty when every check passed.
    public func waitForChecks() async -> [ADValidationFailure] {
        while let control = order.first(where: { checks[$0]?.task != nil }), let check = checks[control] {
            if check.debouncing {
                check.task?.cancel()
                start(control, debouncing: false)
            }
            await checks[control]?.task?.value
        }
        return order.compactMap { control in
            guard let message = states[control]?.message else { return nil }
            return ADValidationFailure(control: control, controlIndex: nil, path: checks[control]?.path, reason: .asyncCheck, message: message)
        }
    }

    private func start(_ control: String, debouncing: Bool) {
        guard var check = checks[control] else { return }
        guard let validator = registry.validator(named: check.validator) else {
            checks[control]?.task = nil
            set(.failed("no asynchronous validator is registered as '\(check.validator)'"), of: control)
            return
        }
        let timing = timing
        let generation = check.generation
        let value = check.value
        check.debouncing = debouncing
        check.task = Task {
            if debouncing {
                do {
                    try await timing.sleep(timing.debounce)
                } catch {
                    // A clock that throws without a cancellation checks at once.
                    guard !Task.isCancelled else { return }
                }
                self.debounced(control, generation: generation)
            }
            guard !Task.isCancelled else { return }
            let state = await Self.answer(of: validator, for: value, timing: timing)
            self.finish(control, generation: generation, state: state)
        }
        checks[control] = check
    }

    private func debounced(_ control: String, generation: Int) {
        guard checks[control]?.generation == generation else { return }
        checks[control]?.debouncing = false
    }

    private func finish(_ control: String, generation: Int, state: ADAsyncValidationState) {
        guard !Task.isCancelled, checks[control]?.generation == generation else { return }
        checks[control]?.task = nil
        set(state, of: control)
    }

    private func set(_ state: ADAsyncValidationState, of control: String) {
        guard states[control] != state else { return }
        states[control] = state
        observer?(control, state)
    }

    /// The validator's answer, or a failure when it throws or exceeds the timeout.
    private static func answer(of validator: ADAsyncValidator, for value: ADValue, timing: ADAsyncValidationTiming) async -> ADAsyncValidationState {
        let first = FirstAnswer()
        let work = Task {
            let state: ADAsyncValidationState
            do {
                state = try await validator.check(value).map(ADAsyncValidationState.invalid) ?? .valid
            } catch {
                state = .failed("the check '\(validator.name)' failed: \(error)")
            }
            await first.give(state)
        }
        let timer = Task {
            do {
                try await timing.sleep(timing.timeout)
            } catch {
                return
            }
            await first.give(.failed("the check '\(validator.name)' did not answer within \(timing.timeout)"))
        }
        let state = await withTaskCancellationHandler {
            await first.wait()
        } onCancel: {
            Task { await first.give(.pending) }
        }
        work.cancel()
        timer.cancel()
        return state
    }
}
