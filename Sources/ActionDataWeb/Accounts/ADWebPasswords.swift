import HummingbirdBcrypt
import NIOPosix

/// Passwords, hashed with bcrypt (hummingbird-auth's `HummingbirdBcrypt`): what a password
/// must be, and the work of hashing and checking one, which runs on NIO's blocking-work
/// threads a few at a time so the event loops keep answering edits while
/// people sign in.
public enum ADWebPasswords {
    /// The fewest characters a password has.
    public static let minimumLength = 8
    /// The most UTF-8 bytes a password has: bcrypt reads no further, so a longer one would
    /// sign in with its first 72 bytes alone.
    public static let maximumBytes = 72
    /// The bcrypt cost (log₂ of its rounds) an account's hash is made with unless told
    /// otherwise: one check takes 50 to 250 ms on a server core (docs/performance.md).
    public static let defaultCost = 11
    /// The costs bcrypt takes.
    public static let costs = 4...31

    /// Throws unless `password` may be an account's.
    ///
    /// - Throws: ``ADWebAccountError/unsuitablePassword(_:)`` saying why.
    public static func check(_ password: String) throws(ADWebAccountError) {
        guard password.count >= minimumLength else {
            throw .unsuitablePassword("has fewer than \(minimumLength) characters")
        }
        guard password.utf8.count <= maximumBytes else {
            throw .unsuitablePassword("is longer than \(maximumBytes) bytes of UTF-8, which bcrypt would cut short")
        }
        guard !password.utf8.contains(0) else { throw .unsuitablePassword("holds a NUL character") }
    }

    /// The bcrypt hash of `password` at `cost`, with a fresh salt.
    ///
    /// - Throws: ``ADWebAccountError/unsuitablePassword(_:)`` for a password ``check(_:)``
    ///   refuses; ``ADWebAccountError/storage(_:)`` for a cost outside ``costs`` or when the
    ///   hashing threads have stopped.
    public static func hash(_ password: String, cost: Int = defaultCost) async throws(ADWebAccountError) -> String {
        try check(password)
        guard costs.contains(cost), let rounds = UInt8(exactly: cost) else {
            throw .storage("bcrypt's cost is \(costs.lowerBound) to \(costs.upperBound), not \(cost)")
        }
        return try await HashingSlots.shared.run { Bcrypt.hash(password, cost: rounds) }
    }

    /// Whether `password` is the one `hash` was made from. A password no account could have
    /// (``check(_:)``) is checked all the same, so that it takes as long, and fails.
    static func verify(_ password: String, against hash: String) async throws(ADWebAccountError) -> Bool {
        let admissible = (try? check(password)) != nil
        let matches = try await HashingSlots.shared.run { Bcrypt.verify(password, hash: hash) }
        return admissible && matches
    }
}
