/// What a node learns about a shared session it may hold a copy of
/// (``ADWebSharedSessionStorage/lookup(id:known:)``).
public enum ADWebSharedSessionLookup: Sendable, Hashable {
    /// Nothing is stored for the session (a page opened but never used, or dropped after its
    /// retention).
    case absent
    /// The stored version is the one the node knows: its copy is current.
    case current
    /// Another version is stored: this one.
    case changed(ADWebStoredSession)
}
