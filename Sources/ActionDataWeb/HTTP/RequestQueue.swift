/// Which sessions have a request running, and the requests waiting for each, in arrival order:
/// one request at a time runs on a session. Its owner actor suspends a request that must wait
/// (``claim(_:)`` false, then ``wait(for:_:)``) and resumes the next with ``leave(_:)``.
struct RequestQueue {
    private var busy: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Marks `id` busy and returns `true` when no request runs on it; `false` when the
    /// caller must wait.
    mutating func claim(_ id: String) -> Bool {
        busy.insert(id).inserted
    }

    /// Whether a request runs on `id`.
    func isBusy(_ id: String) -> Bool { busy.contains(id) }

    /// Queues `continuation`, resumed when the requests before it on `id` have left.
    mutating func wait(for id: String, _ continuation: CheckedContinuation<Void, Never>) {
        waiting[id, default: []].append(continuation)
    }

    /// Ends the request on `id`: the next waiting one runs, else the session is free.
    mutating func leave(_ id: String) {
        guard var queue = waiting[id], !queue.isEmpty else {
            busy.remove(id)
            waiting[id] = nil
            return
        }
        let next = queue.removeFirst()
        waiting[id] = queue.isEmpty ? nil : queue
        next.resume()
    }
}
