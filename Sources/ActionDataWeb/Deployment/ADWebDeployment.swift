/// Where people reach the server and who stands between them and it: what a server behind a
/// reverse proxy or load balancer needs to know. The default — no public origin, no trusted
/// proxy — serves only the address it listens on.
///
/// ```swift
/// var deployment = ADWebDeployment()
/// deployment.publicOrigins = [try ADWebOrigin("https://forms.example.com")]
/// deployment.trustedProxies = [try ADWebAddressRange("10.0.0.0/8")]
/// try await ADWebServer(sessions: sessions, deployment: deployment).run(host: "0.0.0.0", port: 8080)
/// ```
public struct ADWebDeployment: Sendable, Hashable {
    /// The origins people reach the server at. Requests for them are answered besides those
    /// for the address the server listens on; with an `https` one, session cookies are
    /// `Secure` and answers over it carry `Strict-Transport-Security`.
    public var publicOrigins: [ADWebOrigin] = []
    /// The addresses of the proxies whose `Forwarded` and `X-Forwarded-For`, `-Proto` and
    /// `-Host` headers are believed: the client's address in the logs, the scheme and host it
    /// asked for. The same headers from any other address change nothing.
    public var trustedProxies: [ADWebAddressRange] = []

    /// No public origin and no trusted proxy.
    public init() {}

    /// A deployment reached at `publicOrigins` through the proxies in `trustedProxies`.
    public init(publicOrigins: [ADWebOrigin], trustedProxies: [ADWebAddressRange] = []) {
        self.publicOrigins = publicOrigins
        self.trustedProxies = trustedProxies
    }
}
