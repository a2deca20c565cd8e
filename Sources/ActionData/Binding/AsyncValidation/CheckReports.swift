import Foundation

/// Numbers a checker's state reports as the checker gives them (on its actor), so the main
/// actor, where the reports arrive in tasks of their own and possibly out of order, keeps the
/// newest.
final class CheckReports: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var last = 0

    /// The next report's number.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }

    /// The number of the last report given.
    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return last
    }
}
