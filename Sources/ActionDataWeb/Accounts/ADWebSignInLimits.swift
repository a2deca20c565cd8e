/// How many sign-ins may fail before more are refused (429, with `Retry-After`), counted in
/// the account database so every node sharing it counts the same.
public struct ADWebSignInLimits: Sendable, Hashable {
    /// The most attempts for one account name within ``window``; a successful sign-in clears
    /// that name's count.
    public var attemptsPerAccount: Int
    /// The most attempts from one client address within ``window``, whatever the names.
    public var attemptsPerAddress: Int
    /// How long an attempt counts.
    public var window: Duration

    /// Five attempts per account and twenty per address in fifteen minutes, unless told otherwise.
    public init(attemptsPerAccount: Int = 5, attemptsPerAddress: Int = 20, window: Duration = .seconds(15 * 60)) {
        self.attemptsPerAccount = max(1, attemptsPerAccount)
        self.attemptsPerAddress = max(1, attemptsPerAddress)
        self.window = max(window, .seconds(1))
    }
}
