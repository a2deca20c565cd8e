/// Where ``ADWebServer`` learns who is asking; each request's identity is in
/// ``ADWebRequestContext/identity``.
public enum ADWebIdentitySource: Sendable, Hashable {
    /// Nobody signs in: every request is `ADIdentity.anonymous` (a demo on loopback).
    case anonymous
    /// An identity-aware proxy in front (oauth2-proxy, or HAProxy or nginx with an
    /// authentication subrequest) says who it let through, in oauth2-proxy's headers:
    /// `X-Forwarded-User` (the id), `X-Forwarded-Preferred-Username` (the name; the id without
    /// it), `X-Forwarded-Email` (the `email` attribute) and `X-Forwarded-Groups` (the roles,
    /// comma-separated). They are believed only from ``ADWebDeployment/trustedProxies``; from
    /// anyone else, and without `X-Forwarded-User`, the request is anonymous.
    case forwardedHeaders
    /// People sign in with a name and a password at `/signin` (``ADWebAccounts``); each
    /// request's identity is the account its sign-in cookie names, anonymous without one.
    case accounts(ADWebAccounts)
    /// Apps and API clients send `Authorization: Bearer <token>`, a JSON Web Token an identity
    /// provider signed (an OIDC ID token, an OAuth access token in JWT form); the verifier
    /// checks it (``ADWebTokenVerifier``). A request with no such header is anonymous; one
    /// whose token is refused gets 401.
    case bearerTokens(ADWebTokenVerifier)

    /// Whether every request is anonymous.
    public var isAnonymous: Bool { self == .anonymous }
}
