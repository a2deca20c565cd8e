import ActionData

/// A person who signs in with a name and a password (``ADWebAccounts``): what the server knows
/// of them once they have, never their password.
public struct ADWebAccount: Sendable, Hashable, Codable {
    /// The name they sign in with, also their identity's id: 1 to 64 letters, digits and
    /// `.`, `_`, `-`, `@`.
    public let name: String
    /// Their roles, which permissions name (`hasRole('clerk')`).
    public let roles: [String]

    /// The account `name` with `roles`.
    ///
    /// - Throws: ``ADWebAccountError`` when the name or a role is not one a rule can name.
    public init(name: String, roles: [String]) throws(ADWebAccountError) {
        guard Self.isValidName(name) else { throw .invalidName(name) }
        for role in roles where !Self.isValidName(role) || role == ADIdentity.anonymousRole {
            throw .invalidRole(role)
        }
        self.name = name
        var seen: Set<String> = []
        self.roles = roles.filter { seen.insert($0).inserted }
    }

    /// Who they are to the permissions: id and name their account name, and their roles.
    public var identity: ADIdentity { ADIdentity(id: name, name: name, roles: roles) }

    /// Whether `name` can name an account or a role: 1 to 64 ASCII letters, digits and `.`,
    /// `_`, `-`, `@`, so it never needs quoting in a formula, a header or a log line.
    static func isValidName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "@"): true
            default: false
            }
        }
    }
}
