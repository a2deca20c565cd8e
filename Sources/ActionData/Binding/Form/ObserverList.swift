/// The observations of one control or form, held weakly so that releasing an observation ends
/// it.
@MainActor
struct ObserverList {
    private struct Entry {
        weak var observation: ADFormObservation?
    }

    private var entries: [Entry] = []

    /// Registers a handler and returns the observation that keeps it alive.
    mutating func add(_ handler: @escaping @MainActor (ADFormChanges) -> Void) -> ADFormObservation {
        let observation = ADFormObservation(handler)
        entries.append(Entry(observation: observation))
        return observation
    }

    /// Drops the ended observations and returns the live ones, so the caller can notify them
    /// after this mutation has finished (a handler may subscribe again while being notified).
    mutating func active() -> [ADFormObservation] {
        entries.removeAll { $0.observation?.isActive != true }
        return entries.compactMap(\.observation)
    }
}
