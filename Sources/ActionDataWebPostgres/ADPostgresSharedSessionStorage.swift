import ActionData
import ActionDataPostgres
import ActionDataWeb
import Foundation
import PostgresNIO

/// Shared sessions on a PostgreSQL server (tables `actiondata_shared_sessions` and
/// `actiondata_session_secret`, see `SQL/sessions.sql`): every node of a deployment, on any
/// machine, serves any session through it. A state is stored only over the version the node
/// applied its request to (one conditional statement), so two nodes never build on diverging
/// copies; a state stored is committed before the node answers. States not written for
/// `retention` are dropped.
///
/// ```swift
/// let storage = try await ADPostgresSharedSessionStorage(url: "postgres://app@db.internal/forms")
/// let sessions = try await ADWebSessionStore(shared: storage, makeForm: makeForm)
/// ```
public final class ADPostgresSharedSessionStorage: ADWebSharedSessionStorage {
    private let database: ADPostgresProvider
    /// How long a session no node writes is kept.
    public let retention: Duration

    /// The conditional statements that store a session's first state and a later one, read once.
    private static let storeSQL = Result { () throws(ADDataError) in try SQLResource.text("session_store", in: .module) }
    private static let updateSQL = Result { () throws(ADDataError) in try SQLResource.text("session_update", in: .module) }

    /// Shared sessions in the database `url` names (see ``ADPostgresProvider/init(url:connections:logger:)``),
    /// creating the tables when missing.
    ///
    /// - Throws: ``ADPostgresError`` when the server cannot be reached or refuses.
    public init(url: String, retention: Duration = .seconds(7 * 24 * 3600)) async throws(ADPostgresError) {
        database = try await ADPostgresProvider(url: url)
        self.retention = retention
        try await database.writing { transaction throws(ADPostgresError) in
            try await SchemaStore.lock("actiondata_shared_sessions", transaction)
            for statement in try SQLResource.statements("sessions", in: .module) {
                _ = try await transaction.run(PostgresStatement(statement), table: nil)
            }
        }
    }

    /// Closes the storage's connections.
    public func close() async {
        await database.close()
    }

    public func sessionSecret() async throws -> Data {
        let fresh = SessionSigner.newSecret()
        return try await database.writing { transaction throws(ADPostgresError) in
            var insert = PostgresStatement(#"INSERT INTO "actiondata_session_secret" ("id", "secret") VALUES ('session-signing', "#)
            insert.bind(.bytes(Array(fresh)))
            insert.append(#") ON CONFLICT ("id") DO NOTHING"#)
            _ = try await transaction.run(insert, table: nil)
            let read = PostgresStatement(#"SELECT "secret" FROM "actiondata_session_secret" WHERE "id" = 'session-signing'"#)
            guard let row = try await transaction.run(read, table: nil).first else {
                throw ADPostgresError(.corruptValue(column: "secret", reason: "no session secret stored"), table: nil)
            }
            var buffer = try transaction.decode(row, ByteBuffer.self, at: 0, table: nil)
            return Data(buffer.readBytes(length: buffer.readableBytes) ?? [])
        }
    }

    public func version(of id: String) async throws -> Int? {
        try await database.autocommitting { transaction throws(ADPostgresError) in
            var statement = PostgresStatement(#"SELECT "version" FROM "actiondata_shared_sessions" WHERE "id" = "#)
            statement.bind(.text(id))
            guard let row = try await transaction.run(statement, table: nil).first else { return nil }
            let stored = try transaction.decode(row, Int64.self, at: 0, table: nil)
            guard let version = Int(exactly: stored) else {
                throw ADPostgresError(.corruptValue(column: "version", reason: "\(stored) does not fit an Int"), table: nil)
            }
            return version
        }
    }

    /// One lookup by key in the sessions' table, on a connection of the pool.
    public func checkHealth() async throws {
        _ = try await version(of: "")
    }

    public func load(id: String) async throws -> ADWebStoredSession? {
        let stored: (String, Int64)? = try await database.autocommitting { transaction throws(ADPostgresError) in
            var statement = PostgresStatement(
                #"SELECT "state", "version" FROM "actiondata_shared_sessions" WHERE "id" = "#)
            statement.bind(.text(id))
            guard let row = try await transaction.run(statement, table: nil).first else { return nil }
            return (
                try transaction.decode(row, String.self, at: 0, table: nil),
                try transaction.decode(row, Int64.self, at: 1, table: nil)
            )
        }
        guard let stored else { return nil }
        guard let version = Int(exactly: stored.1) else {
            throw ADPostgresError(.corruptValue(column: "version", reason: "\(stored.1) does not fit an Int"), table: nil)
        }
        return ADWebStoredSession(state: try ADRecord(jsonString: stored.0), version: version)
    }

    public func store(_ state: ADRecord, id: String, expected: Int) async throws -> Bool {
        let text = try state.jsonString(nonFiniteNumbers: .null)
        let retained = retention.components.seconds
        let statement = PostgresStatement(
            numbered: try (expected == 0 ? Self.storeSQL : Self.updateSQL).get(),
            values: [.text(id), .text(text), .integer(Int64(expected))])
        guard expected == 0 else {
            return try await database.autocommitting { session throws(ADPostgresError) in
                try await !session.run(statement, table: nil).isEmpty
            }
        }
        return try await database.writing { transaction throws(ADPostgresError) in
            var sweep = PostgresStatement(
                #"DELETE FROM "actiondata_shared_sessions" WHERE "updated_at" < now() - make_interval(secs => "#)
            sweep.bind(.real(Double(retained)))
            sweep.append(")")
            _ = try await transaction.run(sweep, table: nil)
            return try await !transaction.run(statement, table: nil).isEmpty
        }
    }
}
