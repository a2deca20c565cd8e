import ActionDataWeb
import Crypto
import CryptoExtras
import Foundation
import JWTKit

/// An identity provider for the tests: an ES256, an EdDSA and an RS256 key, the JWKS of their
/// public halves, and tokens it signs (or forges) for any claims.
struct TokenIssuer {
    static let issuer = "https://id.example.com"
    static let audience = "forms"

    let keys: JWTKeyCollection
    let jwks: String
    /// The Ed25519 public key's bytes, which a forger would use as an HMAC secret.
    let edPublicKey: Data

    /// The claims of a token for `subject`, valid from a minute ago for an hour.
    static func claims(
        subject: String = "ada", roles: [String] = ["editor"], issuer: String = issuer, audience: String = audience,
        expires: Date = Date().addingTimeInterval(3_600), notBefore: Date = Date().addingTimeInterval(-60)
    ) -> Claims {
        Claims(
            sub: SubjectClaim(value: subject), exp: ExpirationClaim(value: expires), nbf: NotBeforeClaim(value: notBefore),
            iss: IssuerClaim(value: issuer), aud: AudienceClaim(value: [audience]), roles: roles, preferred_username: subject.capitalized,
            email: "\(subject)@example.com")
    }

    /// What the tests sign: the registered claims and a few of an OIDC ID token's.
    struct Claims: JWTPayload {
        var sub: SubjectClaim
        var exp: ExpirationClaim
        var nbf: NotBeforeClaim
        var iss: IssuerClaim
        var aud: AudienceClaim
        var roles: [String]
        var preferred_username: String
        var email: String

        func verify(using algorithm: some JWTAlgorithm) async throws {}
    }

    static func make() async throws -> TokenIssuer {
        let ec = ES256PrivateKey()
        let ed = try EdDSA.PrivateKey(curve: .ed25519)
        let rsa = try Insecure.RSA.PrivateKey(backing: _RSA.Signing.PrivateKey(keySize: .bits2048))
        let keys = JWTKeyCollection()
        await keys.add(ecdsa: ec, kid: "ec")
        await keys.add(eddsa: ed, kid: "ed")
        await keys.add(rsa: rsa, digestAlgorithm: .sha256, kid: "rsa")
        guard let point = ec.publicKey.parameters else { throw TokenIssuerError() }
        let (modulus, exponent) = try rsa.publicKey.getKeyPrimitives()
        let jwks = """
            {"keys": [
              {"kty": "EC", "crv": "P-256", "kid": "ec", "alg": "ES256", "x": "\(point.x)", "y": "\(point.y)"},
              {"kty": "OKP", "crv": "Ed25519", "kid": "ed", "alg": "EdDSA", "x": "\(base64URL(ed.publicKey.rawRepresentation))"},
              {"kty": "RSA", "kid": "rsa", "alg": "RS256", "n": "\(base64URL(modulus))", "e": "\(base64URL(exponent))"}
            ]}
            """
        return TokenIssuer(keys: keys, jwks: jwks, edPublicKey: ed.publicKey.rawRepresentation)
    }

    /// The token of `claims` signed with the key `kid`.
    func sign(_ claims: Claims, kid: String) async throws -> String {
        try await keys.sign(claims, kid: JWKIdentifier(string: kid))
    }

    /// A token whose header and signature are made by hand: `alg` as given, signed by HMAC
    /// with `secret` (or no signature at all).
    func forge(_ claims: Claims, alg: String, kid: String = "ed", secret: Data?) throws -> String {
        let header = Self.base64URL(Data(#"{"alg":"\#(alg)","typ":"JWT","kid":"\#(kid)"}"#.utf8))
        let payload = Self.base64URL(try JSONEncoder().encode(claims))
        let input = header + "." + payload
        guard let secret else { return input + "." }
        let mac = HMAC<SHA256>.authenticationCode(for: Data(input.utf8), using: SymmetricKey(data: secret))
        return input + "." + Self.base64URL(Data(mac))
    }

    /// A verifier of this issuer's tokens, as a server would make it.
    func verifier(leeway: Duration = .seconds(60)) async throws -> ADWebTokenVerifier {
        try await ADWebTokenVerifier(jwks: jwks, issuer: Self.issuer, audience: Self.audience, leeway: leeway)
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}

struct TokenIssuerError: Error {}
