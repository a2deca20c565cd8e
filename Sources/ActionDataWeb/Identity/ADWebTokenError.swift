/// Why a bearer token was refused, or why the keys to check tokens with cannot be used.
public enum ADWebTokenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key set is not a JWKS of RSA, P-256 or Ed25519 public keys.
    case keys(String)
    /// The token is not three base64url parts with a JSON header and payload, or is too long.
    case malformed
    /// The header names an algorithm other than RS256, ES256 and EdDSA (`none`, an HMAC …).
    case algorithm(String)
    /// The signature is not one of the keys' over the token.
    case signature
    /// The token expired (past the leeway).
    case expired
    /// The token is not valid yet (past the leeway).
    case notYetValid
    /// The token was issued by another issuer.
    case issuer
    /// The token is meant for another audience.
    case audience

    public var description: String {
        switch self {
        case .keys(let reason): "the token keys cannot be used: \(reason)"
        case .malformed: "the bearer token is not a JSON Web Token"
        case .algorithm(let algorithm): "the token's algorithm \"\(algorithm.prefix(16))\" is not taken (RS256, ES256 or EdDSA)"
        case .signature: "the token's signature does not verify"
        case .expired: "the token has expired"
        case .notYetValid: "the token is not valid yet"
        case .issuer: "the token comes from another issuer"
        case .audience: "the token is meant for another audience"
        }
    }
}
