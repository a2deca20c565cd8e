import ActionDataStorage

/// One account's row: its name, its roles and its bcrypt hash. Never the password.
struct AccountRow: ADDataTable, Sendable {
    static let tableName = "ActionDataAccounts"
    static let primaryKey = "name"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var name = ""
    /// The roles, comma-separated (a role holds no comma: ``ADWebAccount/isValidName(_:)``).
    var roles = ""
    var passwordHash = ""
    /// Seconds since 1970.
    var createdAt = 0.0

    var account: ADWebAccount? {
        try? ADWebAccount(name: name, roles: roles.split(separator: ",").map(String.init))
    }
}

/// One sign-in's row, under the SHA-256 of its token: the database never holds a token a
/// reader could present.
struct SignInRow: ADDataTable, Sendable {
    static let tableName = "ActionDataSignIns"
    static let primaryKey = "digest"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var digest = ""
    var account = ""
    /// Seconds since 1970: a number, which every database's filter compares alike.
    var expiresAt = 0.0
}

/// One sign-in attempt that failed or is being checked, kept for the limits' window
/// (``ADWebSignInLimits/window``): `subject` is the SHA-256 of what it is counted against (an
/// account name with a client address, or a client address), so neither is stored and any
/// value fits a formula without quoting.
struct SignInAttemptRow: ADDataTable, Sendable {
    static let tableName = "ActionDataSignInAttempts"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoUUIDString

    var id = ""
    var subject = ""
    /// Seconds since 1970: when the attempt came, then when its failure was answered.
    var attemptedAt = 0.0
}
