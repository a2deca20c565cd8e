import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation

/// Shared sessions in a SQLite file (tables `ActionDataSharedSessions` and
/// `ActionDataSessionSecret`): the nodes of one machine — processes on the same file, in WAL
/// mode — share their sessions through it. States not written for `retention` are dropped.
public struct ADSQLiteSharedSessionStorage: ADWebSharedSessionStorage {
    private let database: ADSQLiteProvider
    /// How long a session no node writes is kept.
    public let retention: Duration

    /// Shared sessions in the SQLite database at `path` (created when missing).
    ///
    /// - Throws: ``ADSQLiteError`` when the database cannot be opened.
    public init(path: String, retention: Duration = .seconds(7 * 24 * 3600)) throws {
        database = try ADSQLiteProvider(path: path)
        _ = try database.register(SharedSessionRow.self)
        _ = try database.register(SessionSecretRow.self)
        self.retention = retention
    }

    public func sessionSecret() async throws -> Data {
        try await SessionSecretRow.secret(in: database)
    }

    public func version(of id: String) async throws -> Int? {
        try await database.read { transaction in try transaction.load(SharedSessionRow.self, key: id)?.version }
    }

    /// One lookup by key in the sessions' table.
    public func checkHealth() async throws {
        _ = try await version(of: "")
    }

    public func load(id: String) async throws -> ADWebStoredSession? {
        let row = try await database.read { transaction in try transaction.load(SharedSessionRow.self, key: id) }
        guard let row else { return nil }
        return ADWebStoredSession(state: try ADRecord(jsonString: row.state), version: row.version)
    }

    public func store(_ state: ADRecord, id: String, expected: Int) async throws -> Bool {
        let text = try state.jsonString(nonFiniteNumbers: .null)
        let now = Date()
        let oldest = now.addingTimeInterval(-Double(retention.components.seconds))
        return try await database.transaction { transaction in
            let stored = try transaction.load(SharedSessionRow.self, key: id)?.version ?? 0
            guard stored == expected else { return false }
            if expected == 0 { _ = try transaction.delete(SharedSessionRow.self, where: "updatedAt < \(oldest.timeIntervalSince1970)") }
            _ = try transaction.save(SharedSessionRow(id: id, state: text, version: expected + 1, updatedAt: now))
            return true
        }
    }
}

/// One shared session's row.
struct SharedSessionRow: ADDataTable, Sendable {
    static let tableName = "ActionDataSharedSessions"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var id = ""
    var state = "{}"
    var version = 0
    var updatedAt = Date()
}
