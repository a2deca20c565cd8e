import Crypto
import Foundation

/// Signs session identifiers with the nodes' shared secret, so that any node can tell an
/// identifier a node of the cluster handed out from one a client made up, without asking the
/// shared storage: `<random UUID>.<HMAC-SHA256 of it, base64url>`.
package struct SessionSigner: Sendable {
    /// The length of a secret, in bytes.
    package static let secretLength = 32
    /// The secret's bytes. Kept as `Data`, a key made from them per use: swift-crypto 3's
    /// `SymmetricKey` is not `Sendable`, and the package accepts swift-crypto 3 and 4.
    private let secret: Data

    /// A signer with `secret` (``secretLength`` bytes).
    init(secret: Data) {
        self.secret = secret
    }

    private var key: SymmetricKey { SymmetricKey(data: secret) }

    /// A new random secret.
    package static func newSecret() -> Data {
        SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
    }

    /// A new signed identifier.
    func newIdentifier() -> String {
        let nonce = UUID().uuidString.lowercased()
        return nonce + "." + signature(of: nonce)
    }

    /// Whether `identifier` is one this cluster signed. Compares in constant time. Only the
    /// signature's one spelling counts: base64 leaves spare bits in its last character, and an
    /// identifier with them changed is another identifier.
    func isSigned(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 36, UUID(uuidString: String(parts[0])) != nil,
            let given = Self.bytes(fromBase64URL: String(parts[1])), Self.base64URL(given) == parts[1]
        else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(given, authenticating: Data(parts[0].utf8), using: key)
    }

    private func signature(of nonce: String) -> String {
        Self.base64URL(Data(HMAC<SHA256>.authenticationCode(for: Data(nonce.utf8), using: key)))
    }

    private static func base64URL(_ bytes: Data) -> String {
        bytes.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    private static func bytes(fromBase64URL text: String) -> Data? {
        guard text.count <= 64 else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
