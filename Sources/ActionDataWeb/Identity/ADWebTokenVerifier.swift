import ActionData
import Foundation
import JWTKit

/// Checks bearer tokens and OIDC ID tokens (JSON Web Tokens) for apps and API clients, with
/// vapor's jwt-kit: the signature by one of an issuer's public keys (a JWKS), the expiry and
/// not-before times within ``leeway``, the ``issuer`` and the ``audience``.
///
/// Only RS256, ES256 and EdDSA are taken: a header naming `none`, an HMAC (a token signed
/// with the public key as its secret) or anything else is refused before any key is used, and
/// the key set itself may hold only RSA, P-256 and Ed25519 public keys.
///
/// The identity is the token's `sub` (its id), `preferred_username` or `name` (its name; the id
/// without either), `email` (the `email` attribute) and the roles in ``rolesClaim``: a list
/// of strings, or one string of roles separated by spaces or commas.
///
/// ```swift
/// let verifier = try await ADWebTokenVerifier(
///     jwks: String(contentsOfFile: "jwks.json", encoding: .utf8), issuer: "https://id.example.com", audience: "forms")
/// try await ADWebServer(sessions: sessions, records: store, identity: .bearerTokens(verifier), rules: rules).run()
/// ```
public final class ADWebTokenVerifier: Sendable {
    /// The `iss` every token must name.
    public let issuer: String
    /// The audience every token's `aud` must include.
    public let audience: String
    /// The claim holding the roles.
    public let rolesClaim: String
    /// How far a token's `exp` and `nbf` may be off this machine's clock.
    public let leeway: Duration
    private let keys: JWTKeyCollection
    /// Tokens verified lately, with who they are and until when they last.
    private let verified = BoundedCache<String, Verified>(capacity: 10_000)

    private struct Verified: Sendable {
        let identity: ADIdentity
        let expires: Date
    }

    /// The algorithms taken.
    public static let algorithms: Set<String> = ["RS256", "ES256", "EdDSA"]
    /// The longest token read, in bytes.
    public static let maximumTokenSize = 8_192

    /// A verifier of the tokens `issuer` signs with the keys of `jwks` (a JSON Web Key Set, as
    /// its `jwks_uri` serves it) for `audience`.
    ///
    /// - Throws: ``ADWebTokenError/keys(_:)`` when `jwks` is not a key set of RSA, P-256 or
    ///   Ed25519 public keys, or a key names another algorithm.
    public init(jwks: String, issuer: String, audience: String, rolesClaim: String = "roles", leeway: Duration = .seconds(60))
        async throws(ADWebTokenError)
    {
        try Self.checkKeys(jwks)
        let keys = JWTKeyCollection()
        do {
            _ = try await keys.add(jwksJSON: jwks)
        } catch {
            throw .keys("\(error)")
        }
        self.keys = keys
        self.issuer = issuer
        self.audience = audience
        self.rolesClaim = rolesClaim
        self.leeway = max(leeway, .zero)
    }

    /// Who `token` says is asking, once it is verified.
    ///
    /// - Throws: ``ADWebTokenError`` saying why it is refused.
    public func identity(of token: String) async throws(ADWebTokenError) -> ADIdentity {
        let now = Date()
        if let known = verified.value(for: token), known.expires.addingTimeInterval(seconds(leeway)) > now { return known.identity }
        guard token.utf8.count <= Self.maximumTokenSize else { throw .malformed }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[2].isEmpty, let header = Self.json(parts[0]), let payload = Self.json(parts[1]) else {
            throw .malformed
        }
        guard case .string(let algorithm)? = header["alg"] else { throw .malformed }
        guard Self.algorithms.contains(algorithm) else { throw .algorithm(algorithm) }
        let claims: TokenClaims
        do {
            claims = try await keys.verify(token, as: TokenClaims.self)
        } catch {
            throw .signature
        }
        guard claims.exp.value.addingTimeInterval(seconds(leeway)) > now else { throw .expired }
        if let notBefore = claims.nbf?.value, notBefore.addingTimeInterval(-seconds(leeway)) > now { throw .notYetValid }
        guard claims.iss.value == issuer else { throw .issuer }
        guard claims.aud.value.contains(audience) else { throw .audience }
        let identity = Self.identity(subject: claims.sub.value, payload: payload, rolesClaim: rolesClaim)
        verified.keep(Verified(identity: identity, expires: claims.exp.value), for: token)
        return identity
    }

    /// The identity of a verified token's claims: its subject, name, email and roles, each
    /// bounded as forwarded identities are.
    private static func identity(subject: String, payload: ADRecord, rolesClaim: String) -> ADIdentity {
        func text(_ claim: String) -> String? {
            guard case .string(let value)? = payload[claim], !value.isEmpty, value.utf8.count <= 256 else { return nil }
            return value
        }
        var roles: [String]
        switch payload[rolesClaim] {
        case .array(let values)?: roles = values.compactMap { if case .string(let role) = $0 { role } else { nil } }
        case .string(let value)?: roles = value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        default: roles = []
        }
        roles = Array(roles.filter { !$0.isEmpty && $0.utf8.count <= 256 && $0 != ADIdentity.anonymousRole }.prefix(64))
        var attributes: [String: String] = [:]
        if let email = text("email") { attributes["email"] = email }
        return ADIdentity(id: subject, name: text("preferred_username") ?? text("name") ?? subject, roles: roles, attributes: attributes)
    }

    /// The JSON object a base64url part of a token holds; `nil` for anything else.
    private static func json(_ part: Substring) -> ADRecord? {
        guard let data = Base64URL.decode(part), let text = String(data: data, encoding: .utf8) else { return nil }
        return try? ADRecord(jsonString: text)
    }

    /// Throws unless `jwks` is `{"keys": [...]}` of public keys of the types the algorithms use.
    private static func checkKeys(_ jwks: String) throws(ADWebTokenError) {
        guard let set = try? ADRecord(jsonString: jwks), case .array(let keys)? = set["keys"], !keys.isEmpty else {
            throw .keys("it is not a JSON Web Key Set with a \"keys\" list")
        }
        for (index, key) in keys.enumerated() {
            guard case .record(let fields) = key, case .string(let type)? = fields["kty"] else {
                throw .keys("key \(index + 1) has no \"kty\"")
            }
            guard ["RSA", "EC", "OKP"].contains(type) else { throw .keys("key \(index + 1) is a \(type) key, not RSA, EC or OKP") }
            if fields["d"] != nil || fields["k"] != nil { throw .keys("key \(index + 1) holds a private or secret key") }
            if case .string(let algorithm)? = fields["alg"], !algorithms.contains(algorithm) {
                throw .keys("key \(index + 1) is for \(algorithm), not RS256, ES256 or EdDSA")
            }
        }
    }
}

extension ADWebTokenVerifier: Hashable {
    public static func == (lhs: ADWebTokenVerifier, rhs: ADWebTokenVerifier) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
