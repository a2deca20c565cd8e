import Foundation

/// A replica's hybrid logical clock: each stamp it makes is later than every stamp it made or
/// observed, and close to the wall clock.
package final class SyncClock: @unchecked Sendable {
    /// The replica whose changes this clock stamps.
    package let replica: String
    private let lock = NSLock()
    private var milliseconds: Int64 = 0
    private var counter: Int32 = 0

    /// A clock for `replica`, later than `last` when given.
    package init(replica: String, after last: ADSyncStamp? = nil) {
        self.replica = replica
        if let last { observe(last) }
    }

    /// A new stamp, later than every stamp made or observed, at `now`.
    package func stamp(now: Date = Date()) -> ADSyncStamp {
        lock.withLock {
            let wall = Self.milliseconds(of: now)
            if wall > milliseconds {
                milliseconds = wall
                counter = 0
            } else if counter < ADSyncStamp.maximumCounter {
                counter += 1
            } else {
                milliseconds += 1
                counter = 0
            }
            return ADSyncStamp(milliseconds: milliseconds, counter: counter, replica: replica)
        }
    }

    /// Moves the clock past `stamp`, a change another replica made, so what this replica
    /// stamps next is later.
    package func observe(_ stamp: ADSyncStamp) {
        lock.withLock {
            if stamp.milliseconds > milliseconds || (stamp.milliseconds == milliseconds && stamp.counter > counter) {
                milliseconds = stamp.milliseconds
                counter = stamp.counter
            }
        }
    }

    /// `date` in whole milliseconds since 1970, within the range of a stamp.
    package static func milliseconds(of date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
        guard value.isFinite, value > 0 else { return 0 }
        return value >= 1e15 ? 999_999_999_999_999 : Int64(value)
    }
}
