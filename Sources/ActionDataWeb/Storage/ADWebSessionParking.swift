import ActionData
import Foundation

/// Where sessions wait when the server makes room or stops: each as its small serialized
/// state (``ADWebForm/sessionState``), brought back on the session's next request.
///
/// ``ADWebMemorySessionParking`` keeps them while the process runs (the default);
/// `ADSQLiteSessionParking` (in `ActionDataWebSQLite`) keeps them in a SQLite file across
/// restarts. Any other store can conform.
public protocol ADWebSessionParking: Sendable {
    /// Keeps `state` for the session `id`, replacing what was kept for it.
    func park(_ state: ADRecord, id: String) async throws
    /// The state kept for `id`, removed from the parking; `nil` when there is none.
    func unpark(id: String) async throws -> ADRecord?
    /// Whether a state is kept for `id`.
    func holds(id: String) async throws -> Bool
    /// The secret that ties each session to the identity that opened it, kept with the
    /// parked sessions so they stay valid after a restart; `nil` (the default) for a parking
    /// that does not outlive the process, where each process makes its own.
    func sessionSecret() async throws -> Data?
    /// Throws when the parking cannot be reached, for `GET /healthz`: one cheap round trip.
    /// By default it does nothing (a parking in memory is always there).
    func checkHealth() async throws
    /// How many sessions are parked, for `GET /metrics`; `nil` when the parking cannot count
    /// them cheaply. By default `nil`.
    func parkedCount() async throws -> Int?
}

extension ADWebSessionParking {
    public func sessionSecret() async throws -> Data? { nil }
    public func checkHealth() async throws {}
    public func parkedCount() async throws -> Int? { nil }
}
