import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation

/// Sessions parked in a SQLite table (`ActionDataSessions`), through `ADSQLiteProvider`: a file
/// keeps them across restarts, `":memory:"` only while the process runs. States older than
/// `retention` are dropped when new ones are parked. The secret tying sessions to the people
/// who opened them is kept in the same file (`ActionDataSessionSecret`), so a signed-in
/// person's parked session is theirs again after a restart.
///
/// ```swift
/// let sessions = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: "sessions.sqlite")) { makeForm() }
/// ```
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
        _ = try database.register(SessionSecretRow.self)
        self.retention = retention
    }

    public func park(_ state: ADRecord, id: String) async throws {
        let now = Date()
        let oldest = now.addingTimeInterval(-Double(retention.components.seconds))
        let row = ParkedSession(id: id, state: try state.jsonString(nonFiniteNumbers: .null), parkedAt: now)
        try await database.transaction { transaction in
            _ = try transaction.delete(ParkedSession.self, where: "parkedAt < \(oldest.timeIntervalSince1970)")
            _ = try transaction.save(row)
        }
    }

    public func sessionSecret() async throws -> Data? {
        try await SessionSecretRow.secret(in: database)
    }

    public func holds(id: String) async throws -> Bool {
        try await database.read { transaction in try transaction.load(ParkedSession.self, key: id) != nil }
    }

    /// One lookup by key in the parking's table.
    public func checkHealth() async throws {
        _ = try await database.read { transaction in try transaction.load(ParkedSession.self, key: "") }
    }

    /// One count of the parking's table.
    public func parkedCount() async throws -> Int? {
        try await database.read { transaction in try transaction.count(ParkedSession.self) }
    }

    public func unpark(id: String) async throws -> ADRecord? {
        let text = try await database.transaction { transaction -> String? in
            guard let parked = try transaction.load(ParkedSession.self, key: id) else { return nil }
            _ = try transaction.delete(parked)
            return parked.state
        }
        guard let text else { return nil }
        return try ADRecord(jsonString: text)
    }
}

/// One parked session's row.
struct ParkedSession: ADDataTable, Sendable {
    static let tableName = "ActionDataSessions"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var id = ""
    var state = "{}"
    var parkedAt = Date()
}
