import Foundation

/// `GET /healthz`: whether the node reaches its stores, asked at most once at a time however
/// often a proxy polls, and answered within a timeout even when a store never answers.
actor HealthCheck {
    /// One round trip to each store; the reason of the first that fails, `nil` when all answer.
    typealias Probe = @Sendable () async -> String?

    private let probe: Probe
    private var running: Task<String?, Never>?

    init(probe: @escaping Probe) {
        self.probe = probe
    }

    /// The reason the node is unhealthy, `nil` when it is healthy: the running probe's answer,
    /// or a new probe's; a timeout when it takes longer than `timeout`.
    func problem(within timeout: Duration) async -> String? {
        let task = running ?? startProbe()
        return await Self.first(of: task, orAfter: timeout)
    }

    private func startProbe() -> Task<String?, Never> {
        let probe = probe
        let task = Task { await probe() }
        running = task
        Task { _ = await task.value; self.finished(task) }
        return task
    }

    private func finished(_ task: Task<String?, Never>) {
        if running == task { running = nil }
    }

    /// The probe's answer, or a timeout's reason when `timeout` passes first; the probe keeps
    /// running (stores bound their own waits) and its answer serves the next poll.
    private static func first(of task: Task<String?, Never>, orAfter timeout: Duration) async -> String? {
        let answer = FirstAnswer()
        return await withCheckedContinuation { continuation in
            answer.set(continuation)
            Task { answer.give(await task.value) }
            Task {
                // Nothing lost: a cancelled sleep only answers the timeout sooner.
                try? await Task.sleep(for: timeout)
                answer.give("the stores did not answer within \(timeout)")
            }
        }
    }
}

/// The first of several answers, given to one waiting continuation; the later ones dropped.
private final class FirstAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<String?, Never>?
    private var given: String??

    func set(_ continuation: CheckedContinuation<String?, Never>) {
        lock.withLock {
            if let given { continuation.resume(returning: given) } else { self.continuation = continuation }
        }
    }

    func give(_ answer: String?) {
        lock.withLock {
            guard given == nil else { return }
            given = .some(answer)
            continuation?.resume(returning: answer)
            continuation = nil
        }
    }
}
