import DequeModule
import NIOCore
import NIOPosix

/// Runs bcrypt on NIO's blocking-work threads, at most ``width`` at once — half the cores,
/// at least one — so the rest keep answering edits however many sign in. Work waits its turn
/// in order; past ``queueLimit`` waiting, more is refused rather than queued without bound.
actor HashingSlots {
    /// The slots every server of the process shares.
    static let shared = HashingSlots(width: max(1, System.coreCount / 2), queueLimit: 256)

    /// The most hashes computed at once.
    let width: Int
    /// The most waiting for a slot.
    let queueLimit: Int
    private var busy = 0
    private var waiting: Deque<CheckedContinuation<Void, Never>> = []

    init(width: Int, queueLimit: Int) {
        self.width = max(1, width)
        self.queueLimit = max(0, queueLimit)
    }

    /// What `work` returns, computed on a blocking-work thread once a slot is free.
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when too much is waiting or the threads
    ///   have stopped.
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async throws(ADWebAccountError) -> Result {
        if busy >= width {
            guard waiting.count < queueLimit else { throw .storage("too many passwords are being checked; try again in a moment") }
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy += 1
        }
        defer { release() }
        do {
            return try await NIOThreadPool.singleton.runIfActive(work)
        } catch {
            throw .storage("the hashing threads have stopped: \(error)")
        }
    }

    /// Hands the slot to the first waiting, or frees it.
    private func release() {
        if let next = waiting.popFirst() {
            next.resume()
        } else {
            busy -= 1
        }
    }
}
