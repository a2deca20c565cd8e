/// When a node of shared sessions answers a page's change (``ADWebSessionStore/init(shared:capacity:idleTimeout:acknowledgement:storeDelay:makeForm:)``).
///
/// `applied` is the default: it costs a node about three quarters of the CPU per request and
/// PostgreSQL about two fifths (docs/performance.md), and loses an answered change only when
/// its tab is closed and its node dies within the same fraction of a second (docs/deploying.md,
/// "Answering once applied"). `stored` has no such window.
public enum ADWebSessionAcknowledgement: String, Sendable, Hashable, CaseIterable {
    /// Once the state it leaves is stored in the shared storage: an answer is durable before it
    /// leaves.
    case stored
    /// Once it is applied to the node's copy: the state is stored in the background, several
    /// changes in one store, and each answer says which version it made and which version is
    /// known stored. The page keeps every event above the stored version and sends it again
    /// to a node that lacks it (with its next event, or `POST /replay`), so a node's death loses nothing the page still
    /// holds. Only requests carrying `X-ActionData-After` are answered this way; the others,
    /// and saves, resets and record changes, are still answered once stored. The default.
    case applied
}

/// What a request on a shared session answered, with the versions a page keeps its unconfirmed
/// events by (``ADWebSessionAcknowledgement/applied``; both `nil` otherwise).
public struct ADWebAcknowledged<Value: Sendable>: Sendable {
    /// The request's answer.
    public var value: Value
    /// The version of the session's state after the request.
    public var version: ADWebPageVersion?
    /// The highest version the answering node knows stored in the shared storage. A page may
    /// forget the events it was answered for at or below this version's number only when it
    /// was itself answered this version: a stored state holds every event answered before it
    /// on its page, not the events of another tab of the session.
    public var durable: ADWebPageVersion?
    /// Whether the node's copy lacked events the page had been answered for, and applied the
    /// ones the request carried first (``ADWebSessionStore/run(id:after:durable:kept:prepare:_:)``):
    /// ``version`` holds every one of them.
    public var caughtUp: Bool

    /// An answer and its versions.
    public init(value: Value, version: ADWebPageVersion?, durable: ADWebPageVersion?, caughtUp: Bool = false) {
        self.value = value
        self.version = version
        self.durable = durable
        self.caughtUp = caughtUp
    }
}
