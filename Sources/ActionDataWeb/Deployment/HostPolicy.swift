import HTTPTypes

/// Which requests the server answers, and as what: the `Host` values it answers (the address
/// it listens on and the deployment's public origins), the `Origin` a post must carry, the
/// client's address and whether the request came over TLS — from a trusted proxy's forwarded
/// headers when the peer is one.
struct HostPolicy: Sendable {
    /// The `Host` values of the address the server listens on; `nil` answers any (tests).
    let bindHosts: Set<String>?
    let deployment: ADWebDeployment
    /// The public origins by the `Host` values naming them, `https` ones first.
    private let publicHosts: [String: [ADWebOrigin]]

    /// How one request is addressed.
    struct Addressing: Sendable {
        /// The client's address: the peer's, or the one a trusted proxy forwarded.
        var client: String?
        /// The `Origin` a post must carry: the origin the request was sent to.
        var origin: String
        /// Whether the client reached the server over TLS.
        var isSecure: Bool
    }

    init(bindHosts: Set<String>?, deployment: ADWebDeployment) {
        self.bindHosts = bindHosts
        self.deployment = deployment
        var hosts: [String: [ADWebOrigin]] = [:]
        for origin in deployment.publicOrigins.sorted(by: { $0.isSecure && !$1.isSecure }) {
            for value in origin.hostValues { hosts[value, default: []].append(origin) }
        }
        publicHosts = hosts
    }

    /// How the request with `host` (its `Host`) and `headers` from the peer at `peer` is
    /// addressed, or why it is refused (421: a host this server does not answer for).
    func addressing(host given: String, headers: HTTPFields, peer: String?) -> Result<Addressing, ADWebError> {
        let trusted = peer.map { peer in deployment.trustedProxies.contains { $0.contains(peer) } } ?? false
        let forwarded =
            trusted ? ForwardedHeaders(headers, clientHeader: deployment.clientAddressHeader, trusted: deployment.trustedProxies) : nil
        let host = (forwarded?.host ?? given).lowercased()
        let client = forwarded?.client ?? peer
        if let origins = publicHosts[host], let first = origins.first {
            let scheme = forwarded?.scheme ?? first.scheme
            guard let origin = origins.first(where: { $0.scheme == scheme }) else {
                return .failure(
                    ADWebError(status: .misdirectedRequest, message: "this server answers for \(first.authority) over \(first.scheme) only"))
            }
            return .success(Addressing(client: client, origin: origin.serialized, isSecure: origin.isSecure))
        }
        guard bindHosts?.contains(host) ?? true else {
            return .failure(ADWebError(status: .misdirectedRequest, message: "this server does not answer for the host \"\(given)\""))
        }
        let scheme = forwarded?.scheme ?? "http"
        return .success(Addressing(client: client, origin: "\(scheme)://\(host)", isSecure: scheme == "https"))
    }

    /// Whether `text` can be a `Host` value: a name, an IPv4 address or a bracketed IPv6
    /// address, with an optional port.
    static func isHostValue(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 260 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]_".contains($0)) }
    }
}
