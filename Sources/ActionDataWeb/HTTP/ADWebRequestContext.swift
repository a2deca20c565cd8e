import ActionData
import Hummingbird

/// The request context of ``ADWebServer``'s routes: Hummingbird's basic context, whose answers
/// (``ADWebUpdate``, ``ADWebError``) are written by ``ADWebResponseEncoder``.
public struct ADWebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    /// The address of the connection's peer: the client, or the proxy in front of it.
    let peerAddress: String?
    /// The client's address: the peer's, or the one a trusted proxy forwarded
    /// (``ADWebDeployment/trustedProxies``); `nil` when unknown (a Unix socket, a test client).
    public internal(set) var clientAddress: String?
    /// Whether the client reached the server over TLS: addressed to an `https` public origin,
    /// or so a trusted proxy says.
    public internal(set) var isSecure = false
    /// Who is asking, as the server's ``ADWebIdentitySource`` says; `ADIdentity.anonymous`
    /// until it does.
    public internal(set) var identity = ADIdentity.anonymous

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
        clientAddress = peerAddress
    }

    /// The encoder of every JSON answer.
    public var responseEncoder: ADWebResponseEncoder { ADWebResponseEncoder() }
}
