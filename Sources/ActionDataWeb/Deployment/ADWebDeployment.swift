import HTTPTypes

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
    /// The addresses of the proxies whose forwarding headers are believed: the client's
    /// address from ``clientAddressHeader``, the scheme and host it asked for. The same headers
    /// from any other address change nothing.
    public var trustedProxies: [ADWebAddressRange] = []
    /// The one header a trusted proxy names the client's address in, which the proxy sets or
    /// appends to: `X-Forwarded-For` unless told otherwise (`Forwarded`, RFC 7239, is read by
    /// its `for=` parameters; any other, such as `X-Real-IP`, as a comma-separated list).
    ///
    /// The client is the rightmost hop outside ``trustedProxies``, so what the client wrote in
    /// front of the proxy's own entry never counts. No other header changes the address: a
    /// `Forwarded` the client sent through a proxy that sets `X-Forwarded-For` is ignored, as is
    /// an `X-Forwarded-For` through one that sets `Forwarded`. The scheme and host come from the
    /// same family: the last `Forwarded` element's `proto` and `host` when this is `Forwarded`,
    /// else `X-Forwarded-Proto` and `X-Forwarded-Host`.
    public var clientAddressHeader: HTTPField.Name = Self.xForwardedFor

    /// `X-Forwarded-For`, the default ``clientAddressHeader``. (A valid name: the fallback
    /// after `??` is never taken.)
    public static let xForwardedFor = HTTPField.Name("X-Forwarded-For") ?? .via

    /// No public origin and no trusted proxy.
    public init() {}

    /// A deployment reached at `publicOrigins` through the proxies in `trustedProxies`, which
    /// name the client's address in `clientAddressHeader`.
    public init(
        publicOrigins: [ADWebOrigin], trustedProxies: [ADWebAddressRange] = [], clientAddressHeader: HTTPField.Name = Self.xForwardedFor
    ) {
        self.publicOrigins = publicOrigins
        self.trustedProxies = trustedProxies
        self.clientAddressHeader = clientAddressHeader
    }
}
