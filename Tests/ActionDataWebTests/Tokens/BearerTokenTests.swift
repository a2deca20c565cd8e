import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import Testing

/// Bearer tokens (JWT) for apps and API clients: each key type verifies, and every forged,
/// stale, misdirected or broken token is refused with the reason, before any route runs.
@Suite("Bearer tokens: RS256, ES256 and EdDSA, and everything else refused")
struct BearerTokenTests {
    @Test("a token signed by any of the issuer's keys names its person", arguments: ["ec", "ed", "rsa"])
    func verified(kid: String) async throws {
        let issuer = try await TokenIssuer.make()
        let verifier = try await issuer.verifier()
        let identity = try await verifier.identity(of: try await issuer.sign(TokenIssuer.claims(), kid: kid))
        #expect(identity == ADIdentity(id: "ada", name: "Ada", roles: ["editor"], attributes: ["email": "ada@example.com"]))
    }

    /// How a token goes wrong, and the refusal it must get.
    enum Fault: String, CaseIterable, CustomTestStringConvertible {
        case expired, notYetValid, wrongIssuer, wrongAudience, algorithmNone, hmacWithPublicKey, resigned, truncated, garbage

        var testDescription: String { rawValue }
    }

    @Test("refused, saying why", arguments: Fault.allCases)
    func refused(fault: Fault) async throws {
        let issuer = try await TokenIssuer.make()
        let verifier = try await issuer.verifier(leeway: .seconds(30))
        let token: String
        let expected: ADWebTokenError
        switch fault {
        case .expired:
            token = try await issuer.sign(TokenIssuer.claims(expires: Date().addingTimeInterval(-31)), kid: "ec")
            expected = .expired
        case .notYetValid:
            token = try await issuer.sign(TokenIssuer.claims(notBefore: Date().addingTimeInterval(120)), kid: "ec")
            expected = .notYetValid
        case .wrongIssuer:
            token = try await issuer.sign(TokenIssuer.claims(issuer: "https://evil.example"), kid: "ec")
            expected = .issuer
        case .wrongAudience:
            token = try await issuer.sign(TokenIssuer.claims(audience: "billing"), kid: "ed")
            expected = .audience
        case .algorithmNone:
            token = try issuer.forge(TokenIssuer.claims(subject: "root", roles: ["admin"]), alg: "none", secret: nil)
            expected = .malformed
        case .hmacWithPublicKey:
            token = try issuer.forge(TokenIssuer.claims(subject: "root", roles: ["admin"]), alg: "HS256", secret: issuer.edPublicKey)
            expected = .algorithm("HS256")
        case .resigned:
            // A real token's header and signature over a payload changed to name someone else.
            let real = try await issuer.sign(TokenIssuer.claims(), kid: "ec").split(separator: ".")
            let other = TokenIssuer.base64URL(try JSONEncoder().encode(TokenIssuer.claims(subject: "root", roles: ["admin"])))
            token = "\(real[0]).\(other).\(real[2])"
            expected = .signature
        case .truncated:
            token = String(try await issuer.sign(TokenIssuer.claims(), kid: "rsa").dropLast(10))
            expected = .signature
        case .garbage:
            token = "not.a.token"
            expected = .malformed
        }
        await #expect(throws: expected) { try await verifier.identity(of: token) }
    }

    @Test("a key set with a secret, a private key or another algorithm is refused at start", arguments: [
        #"{"keys": [{"kty": "oct", "k": "c2VjcmV0", "alg": "HS256"}]}"#,
        #"{"keys": [{"kty": "OKP", "crv": "Ed25519", "x": "AA", "d": "AA"}]}"#,
        #"{"keys": [{"kty": "RSA", "n": "AQAB", "e": "AQAB", "alg": "RS1"}]}"#,
        #"{"keys": []}"#, "[]", "not json",
    ])
    func badKeys(jwks: String) async throws {
        await #expect(throws: ADWebTokenError.self) {
            _ = try await ADWebTokenVerifier(jwks: jwks, issuer: TokenIssuer.issuer, audience: TokenIssuer.audience)
        }
    }

    @Test("on the server: a valid token lists its person's rows; a bad one gets 401 with a Bearer challenge; none is anonymous")
    func server() async throws {
        let issuer = try await TokenIssuer.make()
        let verifier = try await issuer.verifier()
        try await PermissionServer.with(on: .sqlite, identity: .bearerTokens(verifier)) { served in
            try await served.test { client in
                let ada = try await issuer.sign(TokenIssuer.claims(), kid: "ed")
                let listed = try await client.execute(uri: "/list", method: .get, headers: [.authorization: "Bearer \(ada)"]) { $0 }
                #expect(listed.status == .ok)
                #expect(String(buffer: listed.body).contains("Ada's draft") && !String(buffer: listed.body).contains("Bob's"))
                let forged = try issuer.forge(TokenIssuer.claims(subject: "root", roles: ["admin"]), alg: "none", secret: nil)
                for header in ["Bearer \(forged)", "Basic cm9vdDpyb290", "Bearer ", "Bearer \(ada)x"] {
                    let refused = try await client.execute(uri: "/list", method: .get, headers: [.authorization: header]) { $0 }
                    #expect(refused.status == .unauthorized, "\(header.prefix(20))")
                    #expect(refused.headers[.wwwAuthenticate] == #"Bearer error="invalid_token""#)
                    #expect(!String(buffer: refused.body).contains("Bob's"))
                }
                let anonymous = try await client.execute(uri: "/list", method: .get) { String(buffer: $0.body) }
                #expect(anonymous == #"{"entries":[]}"#)
            }
        }
    }
}
