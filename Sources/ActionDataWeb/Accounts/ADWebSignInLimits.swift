/// How failed sign-ins slow down whoever keeps failing (429, with `Retry-After`), counted in
/// the account database so every node sharing it counts the same.
///
/// Failures are counted per account name and client address together, and per client address
/// whatever the names. Once a pair or an address has failed its allowance, its next attempt is
/// not even checked before a wait has passed since its last failure: ``firstDelay``, doubling
/// with each further failure up to ``longestDelay``. Nothing is counted per account alone, so
/// no stranger can keep anyone out: a right password from an address that has not been failing
/// signs in at once, however many wrong ones others send. A sign-in that succeeds clears its
/// pair's count; an address's count wears off, failure by failure, after ``window``.
///
/// ```swift
/// let limits = ADWebSignInLimits(failuresPerAccountAndAddress: 3, failuresPerAddress: 20)
/// limits.delay(afterFailures: 5, allowed: 3)   // 4 seconds: 1 after the 3rd failure, 2 after the 4th
/// ```
public struct ADWebSignInLimits: Sendable, Hashable {
    /// The failures one account name may have from one address before the pair's next
    /// attempt waits.
    public var failuresPerAccountAndAddress: Int
    /// The failures one address may have, whatever the names, before its next attempt waits.
    public var failuresPerAddress: Int
    /// The wait after the allowance is spent; each further failure doubles it.
    public var firstDelay: Duration
    /// The longest wait between two attempts, however many failed.
    public var longestDelay: Duration
    /// How long a failure counts.
    public var window: Duration

    /// Three failures per account and address and twenty per address, then a wait of 1 second
    /// doubling up to 15 minutes, each failure counting for a day, unless told otherwise.
    ///
    /// Allowances below one are taken as one; a ``firstDelay`` below a millisecond as a
    /// millisecond, a ``longestDelay`` below the first delay as the first delay, and a
    /// ``window`` shorter than the longest delay as that delay (a failure counts at least as
    /// long as the wait it causes).
    public init(
        failuresPerAccountAndAddress: Int = 3, failuresPerAddress: Int = 20, firstDelay: Duration = .seconds(1),
        longestDelay: Duration = .seconds(15 * 60), window: Duration = .seconds(24 * 3_600)
    ) {
        self.failuresPerAccountAndAddress = max(1, failuresPerAccountAndAddress)
        self.failuresPerAddress = max(1, failuresPerAddress)
        self.firstDelay = max(firstDelay, .milliseconds(1))
        self.longestDelay = max(longestDelay, self.firstDelay)
        self.window = max(window, self.longestDelay)
    }

    /// The wait before the next attempt of a pair or an address that has `failures` failures
    /// and an allowance of `allowed` (at least one): none below the allowance, then
    /// ``firstDelay`` doubling with each further failure, at most ``longestDelay``.
    public func delay(afterFailures failures: Int, allowed: Int) -> Duration {
        let allowed = max(1, allowed)
        guard failures >= allowed else { return .zero }
        var delay = firstDelay
        for _ in allowed..<failures {
            // Doubled only while it stays within the longest delay, so it never overflows.
            guard delay <= longestDelay / 2 else { return longestDelay }
            delay *= 2
        }
        return min(delay, longestDelay)
    }
}
