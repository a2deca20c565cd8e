import ActionData
import Crypto
import Foundation

/// Ties a session to the identity that opened it: the session cookie holds the session's
/// identifier and an HMAC of it with the identity's id, so a request presenting the cookie
/// under another identity (another user's token, a forwarded user changed) is refused before
/// the session is touched, on any node holding the same secret.
///
/// `<session id>~<HMAC-SHA256(secret, "actiondata-owner" ␀ session id ␀ identity id), base64url>`
struct SessionOwnership: Sendable {
    private let secret: Data

    init(secret: Data) {
        self.secret = secret
    }

    /// The cookie value for session `id` opened by `identity`.
    func cookie(for id: String, owner identity: ADIdentity) -> String {
        id + Self.separator + tag(id, identity)
    }

    /// What a cookie value says.
    enum Claim: Equatable {
        /// The session's identifier, and the identity is its owner.
        case owned(String)
        /// A session of another identity, or a tag not made here.
        case foreign
    }

    /// The session a cookie value names for `identity`.
    func claim(_ cookie: String, by identity: ADIdentity) -> Claim {
        guard let separator = cookie.lastIndex(of: Character(Self.separator)) else { return .foreign }
        let id = String(cookie[..<separator])
        let given = Data(cookie[cookie.index(after: separator)...].utf8)
        let expected = Data(tag(id, identity).utf8)
        // Constant time: the tags are compared whole, whatever the first difference.
        guard given.count == expected.count else { return .foreign }
        let difference = zip(given, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) }
        return difference == 0 ? .owned(id) : .foreign
    }

    private static let separator = "~"

    private func tag(_ id: String, _ identity: ADIdentity) -> String {
        let message = Data(("actiondata-owner\u{0}" + id + "\u{0}" + identity.id).utf8)
        let code = HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: secret))
        return Data(code).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
