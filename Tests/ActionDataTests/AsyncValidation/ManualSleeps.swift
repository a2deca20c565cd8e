import ActionData
import Foundation

/// A clock for ``ADAsyncValidationTiming/sleep`` that the test releases by hand: every wait
/// stays suspended until the test releases its duration, or until its task is cancelled.
actor ManualSleeps {
    private var sleepers: [Int: (duration: Duration, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var watchers: [(duration: Duration, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    private var nextID = 0

    /// The timing the checker uses: a 400 ms debounce and a 10 s timeout on this clock.
    nonisolated var timing: ADAsyncValidationTiming {
        ADAsyncValidationTiming(debounce: .milliseconds(400), timeout: .seconds(10)) { duration in
            try await self.sleep(duration)
        }
    }

    func sleep(_ duration: Duration) async throws {
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                sleepers[id] = (duration, continuation)
                notifyWatchers()
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Returns once `count` waits of `duration` are suspended.
    func waitUntilSleeping(_ duration: Duration, count: Int = 1) async {
        if sleeping(duration) >= count { return }
        await withCheckedContinuation { continuation in
            watchers.append((duration, count, continuation))
        }
    }

    /// Ends every suspended wait of `duration`.
    func release(_ duration: Duration) {
        for (id, sleeper) in sleepers where sleeper.duration == duration {
            sleepers[id] = nil
            sleeper.continuation.resume()
        }
    }

    private func cancel(_ id: Int) {
        sleepers.removeValue(forKey: id)?.continuation.resume(throwing: CancellationError())
    }

    private func sleeping(_ duration: Duration) -> Int {
        sleepers.values.filter { $0.duration == duration }.count
    }

    private func notifyWatchers() {
        var waiting: [(duration: Duration, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        for watcher in watchers {
            if sleeping(watcher.duration) >= watcher.count {
                watcher.continuation.resume()
            } else {
                waiting.append(watcher)
            }
        }
        watchers = waiting
    }
}

/// What a validator was asked, in order, and a gate a validator can wait on forever.
actor ValidatorLog {
    private(set) var values: [ADValue] = []
    private var neverOpened: [CheckedContinuation<Void, Never>] = []

    func asked(_ value: ADValue) {
        values.append(value)
    }

    /// Suspends for good, ignoring cancellation: a validator that never answers.
    func hang() async {
        await withCheckedContinuation { continuation in
            neverOpened.append(continuation)
        }
    }
}

/// The states a checker reported, in order.
final class StateLog: Sendable {
    private let storage = StateStorage()

    var observer: ADAsyncValidationChecker.Observer {
        { [storage] control, state in storage.append(control, state) }
    }

    var entries: [String] { storage.entries }
}

private final class StateStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ control: String, _ state: ADAsyncValidationState) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append("\(control): \(state.name)\(state.message.map { " \($0)" } ?? "")")
    }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
