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
    /// The 10,000 cookies verified last, with the identity id each matched: a page sends its
    /// cookie with every keystroke, and a lookup costs a tenth of the MAC. Only cookies that
    /// passed are kept.
    private let verified = BoundedCache<String, String>(capacity: 10_000)

    init(secret: Data) {
        self.secret = secret
    }

    /// The cookie value for session `id` opened by `identity`.
    func cookie(for id: String, owner identity: ADIdentity) -> String {
        id + String(UnicodeScalar(Self.separator)) + tag(id, identity)
    }

    /// What a cookie value says.
    enum Claim: Equatable {
        /// The session's identifier, and the identity is its owner.
        case owned(String)
        /// A session of another identity, or a tag not made here.
        case foreign
    }

    /// The session a cookie value names for `identity`; the tags are compared in constant time.
    func claim(_ cookie: String, by identity: ADIdentity) -> Claim {
        let bytes = cookie.utf8
        guard let separator = bytes.lastIndex(of: Self.separator) else { return .foreign }
        let id = String(cookie[..<separator])
        if verified.value(for: cookie) == identity.id { return .owned(id) }
        guard ConstantTime.equal(cookie[bytes.index(after: separator)...], tag(id, identity)) else { return .foreign }
        verified.keep(identity.id, for: cookie)
        return .owned(id)
    }

    /// What separates the id from the tag: `~`, which no id or base64url tag holds.
    private static let separator = UInt8(ascii: "~")

    private func tag(_ id: String, _ identity: ADIdentity) -> String {
        var code = HMAC<SHA256>(key: SymmetricKey(data: secret))
        for part in [Self.domain, id, "\u{0}", identity.id] { code.update(data: Array(part.utf8)) }
        return Base64URL.encode(code.finalize())
    }

    /// What the MAC's message starts with, so no other MAC of the same secret can pass for it.
    private static let domain = "actiondata-owner\u{0}"
}
