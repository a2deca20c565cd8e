/// A point an asynchronous test body waits at until the test opens it: a load or a check that
/// must still be running when the test looks.
///
/// ```swift
/// let gate = Gate()
/// let source = ADOptionSource { _ in await gate.pass(); return [ADOption("Paris")] }
/// // … the load is running …
/// await gate.open()
/// ```
public actor Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    /// A gate that is closed.
    public init() {}

    /// Returns once the gate is open.
    public func pass() async {
        if isOpen { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Opens the gate: every waiter goes on, and later ones pass at once.
    public func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}
