import ActionData
import ActionDataStorage
import Foundation

/// People who sign in with a name and a password, kept in a database any
/// `ADDataProvider` reaches — the app's SQLite file or its PostgreSQL server, so that every
/// node sharing it knows the same accounts, sign-ins and failed attempts.
///
/// Passwords are kept as bcrypt hashes (``ADWebPasswords``), never in clear. A sign-in is a
/// random token in the browser's cookie and its SHA-256 in the database; signing out deletes
/// it, and every node stops taking it within ``recheckInterval``. Failed sign-ins slow down
/// the account and address pair, and the address, that keep failing (``limits``), never an
/// account for everyone.
///
/// ```swift
/// let accounts = try await ADWebAccounts(database: ADSQLiteProvider(path: "app.sqlite"))
/// try await accounts.add(name: "ada", password: password, roles: ["clerk"])
/// try await ADWebServer(sessions: sessions, records: store, identity: .accounts(accounts), rules: rules).run()
/// ```
public final class ADWebAccounts: Sendable {
    let database: any ADDataProvider
    /// The bcrypt cost new passwords are hashed at.
    public let passwordCost: Int
    /// How failed sign-ins make the next attempts wait.
    public let limits: ADWebSignInLimits
    /// How long a sign-in lasts.
    public let signInLifetime: Duration
    /// How long a node trusts a sign-in it has checked before asking the database again: the
    /// longest a sign-out or a removed account goes unnoticed by other nodes.
    public let recheckInterval: Duration
    /// The hash an unknown name's password is checked against, made at ``passwordCost``, so
    /// that a wrong name takes as long as a wrong password.
    let decoyHash: String
    /// Sign-ins checked lately: token → who, and when the database said so.
    let checked = BoundedCache<String, CheckedSignIn>(capacity: 10_000)

    /// A sign-in the database confirmed at `checkedAt`.
    struct CheckedSignIn: Sendable {
        let identity: ADIdentity
        let checkedAt: ContinuousClock.Instant
        let expiresAt: Double
    }

    /// The accounts of `database`, whose tables (`ActionDataAccounts`, `ActionDataSignIns`,
    /// `ActionDataSignInAttempts`) are created when missing.
    ///
    /// - Parameters:
    ///   - database: where the accounts are kept: the application's SQLite file or PostgreSQL database.
    ///   - passwordCost: bcrypt's cost for new passwords (``ADWebPasswords/defaultCost``).
    ///   - limits: how failed sign-ins make the next attempts wait.
    ///   - signInLifetime: how long a sign-in lasts (12 hours).
    ///   - recheckInterval: how long a node trusts a sign-in before asking again (1 second).
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the tables cannot be made or the cost
    ///   is outside ``ADWebPasswords/costs``.
    public init(
        database: any ADDataProvider, passwordCost: Int = ADWebPasswords.defaultCost, limits: ADWebSignInLimits = ADWebSignInLimits(),
        signInLifetime: Duration = .seconds(12 * 3_600), recheckInterval: Duration = .seconds(1)
    ) async throws(ADWebAccountError) {
        self.database = database
        self.passwordCost = passwordCost
        self.limits = limits
        self.signInLifetime = max(signInLifetime, .seconds(1))
        self.recheckInterval = max(recheckInterval, .zero)
        try await Self.storing {
            try await database.register(AccountRow.self)
            try await database.register(SignInRow.self)
            try await database.register(SignInAttemptRow.self)
        }
        decoyHash = try await ADWebPasswords.hash(Token.make(), cost: passwordCost)
    }

    /// Adds the account `name` with `roles`, its password hashed at ``passwordCost``.
    ///
    /// - Throws: ``ADWebAccountError``: the name or a role is not valid, the name is taken,
    ///   the password is unsuitable, or the database failed.
    @discardableResult
    public func add(name: String, password: String, roles: [String]) async throws(ADWebAccountError) -> ADWebAccount {
        let account = try ADWebAccount(name: name, roles: roles)
        let hash = try await ADWebPasswords.hash(password, cost: passwordCost)
        let database = database
        try await Self.storing {
            guard try await database.load(AccountRow.self, key: name) == nil else { throw ADWebAccountError.nameTaken(name) }
            try await database.save(
                AccountRow(name: name, roles: account.roles.joined(separator: ","), passwordHash: hash, createdAt: Date().timeIntervalSince1970))
        }
        return account
    }

    /// Removes the account `name` and ends its sign-ins; `false` when there was none.
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the database failed.
    @discardableResult
    public func remove(name: String) async throws(ADWebAccountError) -> Bool {
        guard ADWebAccount.isValidName(name) else { return false }
        let database = database
        return try await Self.storing {
            // A valid name holds no quote, so it stands in the formula as it is.
            try await database.delete(SignInRow.self, where: "account = '\(name)'")
            return try await database.delete(AccountRow.self, where: "name = '\(name)'") > 0
        }
    }

    /// Every account, by name.
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the database failed.
    public func list() async throws(ADWebAccountError) -> [ADWebAccount] {
        let database = database
        let rows = try await Self.storing { try await database.load(AccountRow.self, where: nil, orderBy: [.ascending("name")], limit: nil) }
        return rows.compactMap(\.account)
    }

    /// Whether any account exists.
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the database failed.
    public func isEmpty() async throws(ADWebAccountError) -> Bool {
        let database = database
        return try await Self.storing { try await database.count(AccountRow.self, where: nil) } == 0
    }

    /// What `body` returns; any error it throws but an ``ADWebAccountError`` becomes
    /// ``ADWebAccountError/storage(_:)``.
    static func storing<Result: Sendable>(_ body: () async throws -> Result) async throws(ADWebAccountError) -> Result {
        do {
            return try await body()
        } catch let error as ADWebAccountError {
            throw error
        } catch {
            throw .storage("\(error)")
        }
    }
}

extension ADWebAccounts: Hashable {
    public static func == (lhs: ADWebAccounts, rhs: ADWebAccounts) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
