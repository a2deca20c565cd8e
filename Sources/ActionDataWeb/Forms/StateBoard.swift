import Foundation

/// Where each control's asynchronous work stands (a check, a load of its options), by control
/// identifier: written by the checker's or loader's observer on that actor as the work moves
/// on; read by the form whenever it builds an answer, so every answer carries the latest state
/// without awaiting the actor.
final class StateBoard<State: Sendable>: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var states: [String: State] = [:]

    func set(_ state: State, of control: String) {
        lock.lock()
        defer { lock.unlock() }
        states[control] = state
    }

    func remove(_ control: String) {
        lock.lock()
        defer { lock.unlock() }
        states[control] = nil
    }

    func state(of control: String) -> State? {
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
