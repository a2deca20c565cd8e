import HTTPTypes

extension ADWebDeployment {
    /// The deployment a command line describes: the URLs people reach the server at
    /// (`--public-url`), the address ranges of the proxies in front of it (`--trusted-proxy`)
    /// and the header those proxies name the client's address in (`--client-address-header`),
    /// each as text, checked in order.
    ///
    /// ```swift
    /// let deployment = try ADWebDeployment(
    ///     publicURLs: ["https://forms.example.com"], trustedProxies: ["10.0.0.0/8"], clientAddressHeader: "X-Forwarded-For")
    /// ```
    ///
    /// - Throws: ``ADWebDeploymentError`` for the first value that is not an absolute `http` or
    ///   `https` URL of a host at the root (``ADWebOrigin``), not an address with an optional
    ///   `/prefix` (``ADWebAddressRange``), or not a header name, naming its setting and the value.
    public init(publicURLs: [String], trustedProxies: [String], clientAddressHeader: String = "X-Forwarded-For") throws(ADWebDeploymentError) {
        let origins = try publicURLs.map { url throws(ADWebDeploymentError) in try ADWebOrigin(url) }
        let proxies = try trustedProxies.map { range throws(ADWebDeploymentError) in try ADWebAddressRange(range) }
        guard let header = HTTPField.Name(clientAddressHeader) else {
            throw ADWebDeploymentError(
                .clientAddressHeader, value: clientAddressHeader,
                reason: "not a header name: letters, digits and ! # $ % & ' * + - . ^ _ ` | ~ (X-Forwarded-For, Forwarded)")
        }
        self.init(publicOrigins: origins, trustedProxies: proxies, clientAddressHeader: header)
    }

    /// Whether `host`, the address a server listens on, is reachable from this machine alone:
    /// `localhost`, `::1` (also in brackets) or an IPv4 address in `127.0.0.0/8`.
    ///
    /// Any other address — `0.0.0.0`, `::`, one of the machine's own addresses or names — lets
    /// other machines in, so a server there should know who is asking (an
    /// ``ADWebIdentitySource`` other than ``ADWebIdentitySource/anonymous``) unless told
    /// otherwise.
    ///
    /// ```swift
    /// ADWebDeployment.isLoopback("127.0.0.1")   // true
    /// ADWebDeployment.isLoopback("0.0.0.0")     // false
    /// ```
    public static func isLoopback(_ host: String) -> Bool {
        let bracketed = host.hasPrefix("[") && host.hasSuffix("]") && host.count > 1
        let address = bracketed ? String(host.dropFirst().dropLast()) : host
        if !bracketed, address.lowercased() == "localhost" { return true }
        guard let bytes = ADWebAddressRange.bytes(of: address) else { return false }
        return isLoopback(bytes: bytes)
    }

    /// Whether the address `bytes` (an IPv4-mapped one unmapped) is in `127.0.0.0/8` or `::1`.
    static func isLoopback(bytes: [UInt8]) -> Bool {
        bytes.count == 4 ? bytes.first == 127 : bytes == [UInt8](repeating: 0, count: 15) + [1]
    }
}
