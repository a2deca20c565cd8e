import ActionData
import Foundation

/// Where the sessions of several server nodes live, so that a request carrying a session
/// cookie can land on any node (``ADWebSessionStore/init(shared:capacity:idleTimeout:acknowledgement:storeDelay:makeForm:)``).
///
/// Every state a node answers with is written here first, as the next version of the session:
/// ``store(_:id:expected:)`` succeeds only while the stored version is still the one the node
/// applied the request to, so two nodes never build on diverging copies, and an edit a node
/// acknowledged survives that node being killed.
public protocol ADWebSharedSessionStorage: Sendable {
    /// The secret every node signs session identifiers with, made once by the first node and
    /// read by the others.
    func sessionSecret() async throws -> Data
    /// The session's stored version, or `nil` when nothing is stored for `id` (a page opened
    /// but never used, or a session dropped after its retention).
    func version(of id: String) async throws -> Int?
    /// The session's stored state and version, or `nil` when nothing is stored for `id`.
    func load(id: String) async throws -> ADWebStoredSession?
    /// Stores `state` as version `expected + 1` when the stored version is `expected` (`0`:
    /// nothing stored yet). Returns `false`, storing nothing, when another node stored first.
    func store(_ state: ADRecord, id: String, expected: Int) async throws -> Bool
    /// The session's stored state when its stored version is not `known` (the version of the
    /// node's copy; `-1` for none), in one round trip where the storage can: what a node asks
    /// before each request. By default ``version(of:)``, then ``load(id:)`` when they differ.
    func lookup(id: String, known: Int) async throws -> ADWebSharedSessionLookup
    /// Throws when the storage cannot be reached, for `GET /healthz`: one cheap round trip.
    /// By default it does nothing.
    func checkHealth() async throws
}

extension ADWebSharedSessionStorage {
    public func checkHealth() async throws {}

    public func lookup(id: String, known: Int) async throws -> ADWebSharedSessionLookup {
        guard let version = try await version(of: id) else { return .absent }
        guard version != known else { return .current }
        guard let stored = try await load(id: id) else { return .absent }
        return .changed(stored)
    }
}

/// A session as stored: its serialized state and its version.
public struct ADWebStoredSession: Sendable, Hashable {
    /// The session's state (``ADWebForm/sessionState``).
    public var state: ADRecord
    /// How many states were stored for the session, this one included (at least 1).
    public var version: Int

    /// A stored session from its parts.
    public init(state: ADRecord, version: Int) {
        self.state = state
        self.version = version
    }
}
