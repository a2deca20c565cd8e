/// Why an account could not be added, found or signed in to.
public enum ADWebAccountError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name is not 1 to 64 letters, digits and `.`, `_`, `-`, `@`.
    case invalidName(String)
    /// The role is not 1 to 64 letters, digits and `.`, `_`, `-`, `@`, or is `anonymous`,
    /// the role of nobody signed in.
    case invalidRole(String)
    /// An account of that name exists.
    case nameTaken(String)
    /// The password is shorter than ``ADWebPasswords/minimumLength`` characters or longer than
    /// ``ADWebPasswords/maximumBytes`` bytes of UTF-8 (bcrypt reads no further).
    case unsuitablePassword(String)
    /// The account database failed; nothing was changed.
    case storage(String)

    public var description: String {
        switch self {
        case .invalidName(let name):
            "\"\(name.prefix(80))\" is not an account name: use 1 to 64 letters, digits and . _ - @"
        case .invalidRole(let role):
            "\"\(role.prefix(80))\" is not a role: use 1 to 64 letters, digits and . _ - @, and not \"anonymous\""
        case .nameTaken(let name):
            "an account named \(name) exists; remove it first to replace it"
        case .unsuitablePassword(let reason):
            "the password \(reason)"
        case .storage(let reason):
            "the account database failed: \(reason)"
        }
    }
}
