/// A deployment setting that cannot be used, refused when the server is configured: the
/// option it came from and why.
///
/// ```swift
/// do { _ = try ADWebOrigin("ftp://forms.example.com") }
/// catch { print(error) }   // public URL "ftp://forms.example.com": the scheme must be http or https
/// ```
public struct ADWebDeploymentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which setting was refused.
    public enum Setting: String, Sendable, Hashable {
        /// A public URL (``ADWebOrigin``; `serve --public-url`).
        case publicURL = "public URL"
        /// A trusted proxy's address range (``ADWebAddressRange``; `serve --trusted-proxy`).
        case trustedProxy = "trusted proxy"
        /// The header naming the client's address (``ADWebDeployment/clientAddressHeader``;
        /// `serve --client-address-header`).
        case clientAddressHeader = "client address header"
    }

    /// The setting the value was given for.
    public var setting: Setting
    /// The value as given.
    public var value: String
    /// What is wrong with it.
    public var reason: String

    /// An error about `value`, given for `setting`.
    public init(_ setting: Setting, value: String, reason: String) {
        self.setting = setting
        self.value = value
        self.reason = reason
    }

    public var description: String { "\(setting.rawValue) \"\(value)\": \(reason)" }
}
