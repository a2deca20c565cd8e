import ActionData
import ActionDataSQLite
import Foundation

/// Where sessions wait when the server makes room or stops: each as its small serialized
/// state (``ADWebForm/sessionState``), brought back on the session's next request.
public protocol ADWebSessionParking: Sendable {
    /// Keeps `state` for the session `id`, replacing what was kept for it.
    func park(_ state: ADRecord, id: String) async throws
    /// The state kept for `id`, removed from the parking; `nil` when there is none.
    func unpark(id: String) async throws -> ADRecord?
    /// Whether a state is kept for `id`.
    func holds(id: String) async throws -> Bool
}

/// Sessions parked in a SQLite table (`ActionDataSessions`), through `ADSQLiteProvider`: a file
/// keeps them across restarts, `":memory:"` only while the process runs. States older than
/// `retention` are dropped when new ones are parked.
public struct ADSQLiteSessionParking: ADWebSessionParking {
    private let database: ADSQLiteProvider
    /// How long a parked session is kept.
    public let retention: Duration

    /// Parking in the SQLite database at `path` (created when missing).
    ///
    /// - Throws: ``ADSQLiteError`` when the database cannot be opened.
    public init(path: String = ":memory:", retention: Duration = .seconds(7 * 24 * 3600)) throws {
        database = try ADSQLiteProvider(path: path)
        _ = try database.register(ParkedSession.self)
        self.retention = retention
    }

    public func park(_ state: ADRecord, id: String) async throws {
        let now = Date()
        let oldest = now.addingTimeInterval(-Double(retention.components.seconds))
        _ = try database.delete(ParkedSession.self, where: "parkedAt < \(oldest.timeIntervalSince1970)")
        _ = try database.save(ParkedSession(id: id, state: try state.jsonString(nonFiniteNumbers: .null), parkedAt: now))
    }

    public func holds(id: String) async throws -> Bool {
        try database.load(ParkedSession.self, key: id) != nil
    }

    public func unpark(id: String) async throws -> ADRecord? {
        guard let parked = try database.load(ParkedSession.self, key: id) else { return nil }
        _ = try database.delete(parked)
        return try ADRecord(jsonString: parked.state)
    }
}

/// One parked session's row.
struct ParkedSession: ADDataTable {
    static let tableName = "ActionDataSessions"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var id = ""
    var state = "{}"
    var parkedAt = Date()
}
