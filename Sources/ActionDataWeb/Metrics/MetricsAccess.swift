/// Who may read `GET /metrics`: a client whose address is loopback or inside one of the
/// trusted proxies' ranges. The address is the client's as the request guard found it, so a
/// request a trusted proxy forwards for someone outside is refused, and a scraper reaching the
/// node directly from a trusted network is answered.
struct MetricsAccess: Sendable {
    let trusted: [ADWebAddressRange]

    /// The exposition format's media type.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Whether the client at `address` may read the metrics; `nil` (unknown) may not.
    func allows(_ address: String?) -> Bool {
        guard let address, let bytes = ADWebAddressRange.bytes(of: address) else { return false }
        return ADWebDeployment.isLoopback(bytes: bytes) || trusted.contains { $0.contains(bytes: bytes) }
    }
}
