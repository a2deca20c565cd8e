import HTTPTypes

/// The headers in which a page and a node answering once applied
/// (``ADWebSessionAcknowledgement/applied``) exchange session versions (``ADWebPageVersion``).
enum VersionHeader {
    /// A request's: the version of the page's last answer. A 409's: the version the request named.
    static let after = HTTPField.Name("X-ActionData-After") ?? .ifMatch
    /// An answer's: the session's version after the request.
    static let version = HTTPField.Name("X-ActionData-Version") ?? .eTag
    /// An answer's: the highest version the node knows stored. A page's event's: the highest
    /// stored version the page was answered.
    static let durable = HTTPField.Name("X-ActionData-Durable") ?? .eTag
    /// A 409's: the version the node's copy is at, which the page replays its kept events onto.
    static let replay = HTTPField.Name("X-ActionData-Replay") ?? .via
}
