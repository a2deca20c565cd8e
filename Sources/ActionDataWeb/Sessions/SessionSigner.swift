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
        guard parts.count == 2, parts[0].count == 36, parts[1].utf8.count <= 64, UUID(uuidString: String(parts[0])) != nil else {
            return false
        }
        return ConstantTime.equal(parts[1], signature(of: String(parts[0])))
    }

    private func signature(of nonce: String) -> String {
        Base64URL.encode(HMAC<SHA256>.authenticationCode(for: Data(nonce.utf8), using: key))
    }
}
