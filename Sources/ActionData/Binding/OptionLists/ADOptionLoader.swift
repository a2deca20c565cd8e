/// Loads the options of a form's controls (``ADOptionSource``) and holds each control's
/// ``ADOptionListState``: a new load of a control cancels its running one, whose late answer
/// is dropped; a failed load keeps the last options that loaded.
///
/// ```swift
/// let loader = ADOptionLoader { control, state in
///     // on the front end's actor: show state.options in `control`, a spinner while loading
/// }
/// await loader.reload("city", from: cities, record: form.record)
/// ```
public actor ADOptionLoader {
    /// Reports each control's new state: `(control, state)`.
    public typealias Observer = @Sendable (String, ADOptionListState) -> Void

    private var states: [String: ADOptionListState] = [:]
    private var loads: [String: (generation: Int, task: Task<Void, Never>)] = [:]
    private var generation = 0
    private let observer: Observer?

    /// A loader telling `observer` of each state change.
    public init(observer: Observer? = nil) {
        self.observer = observer
    }

    /// The state of `control`'s options, or `nil` before its first load.
    public func state(of control: String) -> ADOptionListState? {
        states[control]
    }

    /// Loads `control`'s options from `source` for `record`: the control is loading (keeping
    /// what it shows) until the load answers or fails.
    public func reload(_ control: String, from source: ADOptionSource, record: ADRecord) {
        loads[control]?.task.cancel()
        generation += 1
        let generation = generation
        set(.loading(kept: lastGood(of: control)), of: control)
        let task = Task {
            let state: ADOptionListState
            do {
                state = .loaded(try await source.load(record))
            } catch {
                state = .failed("the options could not be loaded: \(error)", kept: [])
            }
            self.finish(control, generation: generation, state: state)
        }
        loads[control] = (generation, task)
    }

    /// Waits until no load is running.
    public func waitForLoads() async {
        while let (control, running) = loads.first {
            await running.task.value
            // finish(_:generation:state:) has removed it unless the load was cancelled by hand.
            if loads[control]?.generation == running.generation { loads[control] = nil }
        }
    }

    private func finish(_ control: String, generation: Int, state: ADOptionListState) {
        guard !Task.isCancelled, loads[control]?.generation == generation else { return }
        loads[control] = nil
        if case .failed(let message, _) = state {
            set(.failed(message, kept: lastGood(of: control)), of: control)
        } else {
            set(state, of: control)
        }
    }

    /// The options `control` shows now: the last that loaded.
    private func lastGood(of control: String) -> [ADOption] {
        states[control]?.options ?? []
    }

    private func set(_ state: ADOptionListState, of control: String) {
        guard states[control] != state else { return }
        states[control] = state
        observer?(control, state)
    }
}
