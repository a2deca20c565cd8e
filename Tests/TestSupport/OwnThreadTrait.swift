import Foundation
import Testing

/// Runs a test on a thread of its own instead of the cooperative pool.
///
/// The pool has as many threads as the machine has cores, two here, and every test of the run
/// shares it with the servers that other tests start. A test that computes for many seconds
/// without awaiting — a fuzz loop over a hundred thousand inputs — holds one of those threads
/// all that time; two such tests starve every server, and a test that gives its server a
/// deadline fails for a reason that is not its own. Give such tests this trait:
///
/// ```swift
/// @Test(.onOwnThread) func hundredThousandFormulasCompileOrThrow() { … }
/// ```
///
/// The test stays the same task (its issues are its own); only the thread it computes on
/// changes, through a task-executor preference.
public struct OwnThreadTrait: TestTrait, TestScoping {
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        if #available(macOS 15, iOS 18, *) {
            try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) { try await function() }
        } else {
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Runs the test on a thread of its own; see ``OwnThreadTrait``.
    public static var onOwnThread: Self { OwnThreadTrait() }
}

/// A task executor with one thread, which runs the jobs given to it in order, for the life of
/// the process.
@available(macOS 15, iOS 18, *)
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = DedicatedThreadExecutor()

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in runJobs() }
        thread.name = "actiondata-tests-own-thread"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    private func runJobs() {
        while true {
            let job = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
