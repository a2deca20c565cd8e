import ActionData
import Foundation

/// A web form's loaded option lists: each control's source, the loader, the states it last
/// reported, the dependency values each load was given and the options each control shows.
final class OptionLists {
    let loader: ADOptionLoader
    let board: OptionBoard
    /// The source of each control whose options are loaded, by control index.
    let sources: [Int: ADOptionSource]
    /// The values of its dependencies each control's last load was given, by control index; a
    /// control absent here has not started loading.
    var loadedInputs: [Int: [ADValue]] = [:]
    /// The options each control shows, by control index.
    var shown: [Int: [ADOption]] = [:]

    init(sources: [Int: ADOptionSource]) {
        let board = OptionBoard()
        self.board = board
        self.sources = sources
        loader = ADOptionLoader { control, state in board.set(state, of: control) }
    }
}

/// The option list states by control identifier: written by the loader's observer, on the
/// loader's actor, as each load moves on; read by the form whenever it builds an answer.
final class OptionBoard: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var states: [String: ADOptionListState] = [:]

    func set(_ state: ADOptionListState, of control: String) {
        lock.lock()
        defer { lock.unlock() }
        states[control] = state
    }

    func state(of control: String) -> ADOptionListState? {
        lock.lock()
        defer { lock.unlock() }
        return states[control]
    }
}
