import ActionData
import Foundation

/// A web form's asynchronous checks: the checker, the states it last reported and the value
/// each control's running check was given.
final class AsyncChecks {
    let checker: ADAsyncValidationChecker
    let board: CheckBoard
    /// The value handed to the checker, by control index; a control absent here is not being
    /// checked (never edited, or back to its saved value).
    var checkedValues: [Int: ADValue] = [:]

    init(registry: ADAsyncValidatorRegistry, timing: ADAsyncValidationTiming) {
        let board = CheckBoard()
        self.board = board
        checker = ADAsyncValidationChecker(registry: registry, timing: timing) { control, state in board.set(state, of: control) }
    }
}

/// The check states by control identifier: written by the checker's observer, on the
/// checker's actor, as each check moves on; read by the form whenever it builds an answer, so
/// every answer carries the latest state without awaiting the checker.
final class CheckBoard: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var states: [String: ADAsyncValidationState] = [:]

    func set(_ state: ADAsyncValidationState, of control: String) {
        lock.lock()
        defer { lock.unlock() }
        states[control] = state
    }

    func remove(_ control: String) {
        lock.lock()
        defer { lock.unlock() }
        states[control] = nil
    }

    func state(of control: String) -> ADAsyncValidationState? {
        lock.lock()
        defer { lock.unlock() }
        return states[control]
    }

    /// The identifiers of the controls with a state.
    var controls: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return Set(states.keys)
    }
}
