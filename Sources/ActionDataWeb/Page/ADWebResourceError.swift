/// A file of the web front end — the page's script or style sheet — that its resource bundle
/// does not hold or that cannot be read: a packaging fault, reported when the server starts
/// rather than as a crash.
public struct ADWebResourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The resource's file name, such as `page.js`.
    public var resource: String
    /// Why it cannot be read.
    public var reason: String

    /// An error for the resource `resource`.
    public init(resource: String, reason: String) {
        self.resource = resource
        self.reason = reason
    }

    public var description: String { "the web page's \(resource) cannot be loaded: \(reason)" }
}
