import Foundation

/// A dictionary shared between threads that holds at most ``capacity`` entries and forgets them
/// all at once when full: what it keeps is cheap to work out again, and the bound keeps a flood
/// of made-up keys (identities, cookies) from growing it.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    /// The most entries kept.
    let capacity: Int
    private let lock = NSLock()
    private var entries: [Key: Value] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value kept for `key`, if any.
    func value(for key: Key) -> Value? {
        lock.withLock { entries[key] }
    }

    /// Keeps `value` for `key`, forgetting every other entry first when full.
    func keep(_ value: Value, for key: Key) {
        lock.withLock {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }

    /// Forgets what is kept for `key`.
    func forget(_ key: Key) {
        _ = lock.withLock { entries.removeValue(forKey: key) }
    }
}
