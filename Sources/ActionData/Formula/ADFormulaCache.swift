import Foundation

/// A thread-safe map from formula text to its compiled ``ADFormula``, bounded in size.
///
/// Forms evaluate the same few formulas over and over; a cache makes each text compile
/// once. Create one per binding controller (or share one you own) — there is no global
/// instance. When the cache holds ``capacity`` formulas, the least recently used half
/// is dropped. Texts that fail to compile are not cached.
///
/// ```swift
/// let cache = ADFormulaCache()
/// let formula = try cache.formula("quantity > 10 AND enabled")
/// try formula.evaluate(in: record)
/// ```
public final class ADFormulaCache: Sendable {
    /// A cached formula and when it was last asked for; a class, so a hit updates it
    /// without a second dictionary lookup. Only touched under the lock.
    private final class Entry {
        let formula: ADFormula
        var lastUse: UInt64

        init(formula: ADFormula, lastUse: UInt64) {
            self.formula = formula
            self.lastUse = lastUse
        }
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var clock: UInt64 = 0
    }

    /// The most formulas kept at once.
    public let capacity: Int
    /// The limits every formula compiled by this cache keeps to.
    public let limits: ADEvaluationLimits
    private let lock = NSLock()
    nonisolated(unsafe) private var state = State()

    /// An empty cache keeping up to `capacity` formulas (at least 2), compiling them with
    /// `limits` — give a binding controller such a cache to bound a whole form's formulas.
    public init(capacity: Int = 1024, limits: ADEvaluationLimits = .default) {
        self.capacity = max(2, capacity)
        self.limits = limits
    }

    /// The compiled formula for `source`, compiling it on first use.
    /// - Throws: ``ADFormulaError`` when `source` does not compile.
    public func formula(_ source: String) throws(ADFormulaError) -> ADFormula {
        if let cached = cached(source) { return cached }
        let formula = try ADFormula(source, limits: limits)
        store(formula)
        return formula
    }

    /// How many formulas the cache holds now.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return state.entries.count
    }

    private func cached(_ source: String) -> ADFormula? {
        lock.lock()
        defer { lock.unlock() }
        state.clock &+= 1
        guard let entry = state.entries[source] else { return nil }
        entry.lastUse = state.clock
        return entry.formula
    }

    private func store(_ formula: ADFormula) {
        lock.lock()
        defer { lock.unlock() }
        if state.entries[formula.source] == nil, state.entries.count >= capacity {
            let newestFirst = state.entries.sorted { $0.value.lastUse > $1.value.lastUse }
            var kept: [String: Entry] = [:]
            for (key, entry) in newestFirst.prefix(capacity / 2) { kept[key] = entry }
            state.entries = kept
        }
        state.clock &+= 1
        state.entries[formula.source] = Entry(formula: formula, lastUse: state.clock)
    }
}
