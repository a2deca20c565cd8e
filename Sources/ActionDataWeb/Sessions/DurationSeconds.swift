import Foundation

/// The seconds of `duration`, for `Date` and timestamp arithmetic.
func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
}
