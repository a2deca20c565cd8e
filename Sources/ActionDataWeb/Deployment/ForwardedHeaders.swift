import HTTPTypes

/// What a trusted proxy says about a request: the client's address in the one header the
/// deployment names (``ADWebDeployment/clientAddressHeader``), the scheme and host in the same
/// family of headers. Read only for requests from a trusted proxy.
///
/// The client is the rightmost hop outside the trusted ranges: the hops are read from the
/// proxy's end, and those inside a trusted range are passed over, so what a client writes in
/// front of the proxy's entry never counts. No other header is read for the address: a client's
/// own `Forwarded` passed on by a proxy that appends `X-Forwarded-For` changes nothing. With
/// `Forwarded`, the scheme and host are the last element's `proto` and `host` (the nearest
/// proxy's); otherwise the last `X-Forwarded-Proto` and `X-Forwarded-Host` values. Values that
/// are not an address, a scheme (`http`, `https`) or a host name are ignored.
struct ForwardedHeaders: Sendable {
    /// The client's address, `nil` when the header names none.
    var client: String?
    /// The scheme the client used, `http` or `https`.
    var scheme: String?
    /// The host the client asked for, lowercased.
    var host: String?

    // Valid header names: the fallbacks after `??` are never taken.
    private static let forwarded = HTTPField.Name("Forwarded") ?? .via
    private static let forwardedProto = HTTPField.Name("X-Forwarded-Proto") ?? .via
    private static let forwardedHost = HTTPField.Name("X-Forwarded-Host") ?? .via

    /// What `headers` say, the client's address read from `clientHeader`, hops inside
    /// `trusted` passed over.
    init(_ headers: HTTPFields, clientHeader: HTTPField.Name, trusted: [ADWebAddressRange]) {
        let hops: [String]
        if clientHeader == Self.forwarded {
            let elements = Self.values(headers, Self.forwarded).map(Self.pairs)
            hops = elements.compactMap { $0["for"] }
            scheme = elements.last?["proto"]
            host = elements.last?["host"]
        } else {
            hops = Self.values(headers, clientHeader)
            scheme = Self.values(headers, Self.forwardedProto).last
            host = Self.values(headers, Self.forwardedHost).last
        }
        for hop in hops.reversed() {
            guard let address = Self.address(hop) else { break }
            client = address
            guard trusted.contains(where: { $0.contains(address) }) else { break }
        }
        scheme = scheme.map { $0.lowercased() }.flatMap { $0 == "http" || $0 == "https" ? $0 : nil }
        host = host.map { $0.lowercased() }.flatMap { HostPolicy.isHostValue($0) ? $0 : nil }
    }

    /// The comma-separated values of every `name` field, trimmed, empty ones dropped.
    private static func values(_ headers: HTTPFields, _ name: HTTPField.Name) -> [String] {
        headers[values: name].flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The `key=value` pairs of one `Forwarded` element, keys lowercased, quotes removed.
    private static func pairs(_ element: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for pair in element.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            pairs[parts[0].trimmingCharacters(in: .whitespaces).lowercased()] = value
        }
        return pairs
    }

    /// The address of a hop (`192.0.2.7`, `192.0.2.7:4711`, `[2001:db8::1]:4711`,
    /// `2001:db8::1`), `nil` for `unknown`, an obfuscated name or anything else.
    static func address(_ hop: String) -> String? {
        var text = Substring(hop)
        if text.hasPrefix("[") {
            guard let end = text.firstIndex(of: "]") else { return nil }
            text = text[text.index(after: text.startIndex)..<end]
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            text = text[..<colon]
        }
        let address = String(text)
        return ADWebAddressRange.bytes(of: address) == nil ? nil : address
    }
}
