import Foundation

/// A replica's hybrid logical clock: each stamp it makes is later than every stamp it made or
/// observed, and close to the wall clock as the server keeps time.
///
/// A device whose wall clock is far off learns the server's time from a push it answered
/// ``ADSyncOutcome/ahead``, and corrects its own by the difference from then on.
package final class SyncClock: @unchecked Sendable {
    /// The replica whose changes this clock stamps.
    package let replica: String
    private let lock = NSLock()
    private var milliseconds: Int64 = 0
    private var counter: Int32 = 0
    private var wall: @Sendable () -> Date = { Date() }
    private var correction: Int64 = 0

    /// A clock for `replica`, later than `last` when given, its wall clock corrected by
    /// `correction` milliseconds.
    package init(replica: String, after last: ADSyncStamp? = nil, correction: Int64 = 0) {
        self.replica = replica
        self.correction = correction
        if let last { observe(last) }
    }

    /// The wall clock's time, corrected, in milliseconds.
    package var now: Int64 {
        lock.withLock { Self.corrected(Self.milliseconds(of: wall()), by: correction) }
    }

    /// A new stamp, later than every stamp made or observed, at the corrected wall clock's time.
    package func stamp() -> ADSyncStamp {
        lock.withLock {
            let time = Self.corrected(Self.milliseconds(of: wall()), by: correction)
            if time > milliseconds {
                milliseconds = time
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

    /// Sets the clock right by the server's time, `server` milliseconds, read now: its wall
    /// clock is corrected by the difference, and it forgets the stamps it made ahead, starting
    /// again after `floor` (the latest stamp it keeps).
    /// - Returns: the correction, in milliseconds, to keep for the next launch.
    @discardableResult
    package func correct(toServer server: Int64, after floor: ADSyncStamp?) -> Int64 {
        lock.withLock {
            correction = server &- Self.milliseconds(of: wall())
            milliseconds = floor?.milliseconds ?? 0
            counter = floor?.counter ?? 0
            return correction
        }
    }

    /// Makes the clock read `wall` instead of the system's: a test's device whose clock is off.
    package func readWallClock(_ wall: @escaping @Sendable () -> Date) {
        lock.withLock { self.wall = wall }
    }

    /// `milliseconds` corrected by `correction`, within the range of a stamp.
    private static func corrected(_ milliseconds: Int64, by correction: Int64) -> Int64 {
        let (sum, overflow) = milliseconds.addingReportingOverflow(correction)
        guard !overflow else { return correction > 0 ? 999_999_999_999_999 : 0 }
        return min(max(sum, 0), 999_999_999_999_999)
    }

    /// `date` in whole milliseconds since 1970, within the range of a stamp.
    package static func milliseconds(of date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
        guard value.isFinite, value > 0 else { return 0 }
        return value >= 1e15 ? 999_999_999_999_999 : Int64(value)
    }
}
