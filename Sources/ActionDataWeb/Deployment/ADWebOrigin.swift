import Foundation

/// The address people reach the server at — `https://forms.example.com` — when it is not the
/// address it listens on: behind a reverse proxy, a load balancer or TLS termination.
///
/// The server answers requests whose `Host` is this origin's host (with or without its port)
/// and accepts posts whose `Origin` is this origin. With `https`, the session cookie is
/// `Secure` and named with the `__Host-` prefix, and answers carry `Strict-Transport-Security`.
///
/// ```swift
/// let origin = try ADWebOrigin("https://forms.example.com")
/// origin.serialized   // "https://forms.example.com"
/// ```
public struct ADWebOrigin: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`.
    public let scheme: String
    /// The host, lowercased; an IPv6 address in brackets (`[2001:db8::1]`).
    public let host: String
    /// The port, `nil` when it is the scheme's default (80, 443).
    public let port: Int?

    /// The origin of `url`, an absolute `http` or `https` URL naming a host, with no path (or
    /// `/`), query, fragment or user.
    ///
    /// - Throws: ``ADWebDeploymentError`` (``ADWebDeploymentError/Setting/publicURL``) naming
    ///   what is wrong.
    public init(_ url: String) throws(ADWebDeploymentError) {
        func refuse(_ reason: String) -> ADWebDeploymentError { ADWebDeploymentError(.publicURL, value: url, reason: reason) }
        guard url.utf8.count <= 2_048, let components = URLComponents(string: url), let scheme = components.scheme?.lowercased()
        else { throw refuse("not an absolute URL (https://forms.example.com)") }
        guard scheme == "http" || scheme == "https" else { throw refuse("the scheme must be http or https") }
        guard let rawHost = components.host, !rawHost.isEmpty else { throw refuse("it names no host") }
        guard components.user == nil, components.password == nil else { throw refuse("it must not carry a user or password") }
        guard components.path.isEmpty || components.path == "/" else {
            throw refuse("the forms are served at the root: give no path")
        }
        guard components.query == nil, components.fragment == nil else { throw refuse("it must have no query or fragment") }
        let host = rawHost.lowercased()
        guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) }) else {
            throw refuse("the host must be a name or address in ASCII (punycode for other names)")
        }
        let defaultPort = scheme == "https" ? 443 : 80
        var port: Int?
        if let range = components.rangeOfPort {
            let digits = url[range]
            guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let given = Int(digits),
                (1...65_535).contains(given)
            else { throw refuse("the port must be a number from 1 to 65535") }
            port = given
        }
        self.scheme = scheme
        self.host = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        self.port = port == defaultPort ? nil : port
    }

    /// `scheme://host[:port]`, as a browser sends it in `Origin`.
    public var serialized: String { "\(scheme)://\(authority)" }

    /// `host[:port]`, as a browser sends it in `Host`.
    public var authority: String { port.map { "\(host):\($0)" } ?? host }

    /// Whether people reach the server over TLS.
    public var isSecure: Bool { scheme == "https" }

    /// The `Host` values naming this origin: its authority, and with the default port written out.
    var hostValues: [String] {
        port == nil ? [host, "\(host):\(isSecure ? 443 : 80)"] : [authority]
    }

    public var description: String { serialized }
}
