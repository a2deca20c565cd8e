import ActionData

/// Sessions parked in memory, for as long as the process runs: the parking of an
/// ``ADWebSessionStore`` given none. States older than `retention` are dropped when new
/// ones are parked.
///
/// ```swift
/// let sessions = try await ADWebSessionStore(parking: ADWebMemorySessionParking()) { makeForm() }
/// ```
public actor ADWebMemorySessionParking: ADWebSessionParking {
    /// How long a parked session is kept.
    public nonisolated let retention: Duration
    private let clock = ContinuousClock()
    private var parked: [String: (state: ADRecord, parkedAt: ContinuousClock.Instant)] = [:]

    /// An empty parking that keeps states for `retention`.
    public init(retention: Duration = .seconds(7 * 24 * 3600)) {
        self.retention = retention
    }

    public func park(_ state: ADRecord, id: String) {
        let now = clock.now
        parked = parked.filter { now - $0.value.parkedAt <= retention }
        parked[id] = (state, now)
    }

    public func unpark(id: String) -> ADRecord? {
        parked.removeValue(forKey: id)?.state
    }

    public func holds(id: String) -> Bool {
        parked[id] != nil
    }

    public func parkedCount() -> Int? {
        parked.count
    }
}
