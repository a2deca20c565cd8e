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
/// The lookups and the stores of concurrent requests are batched: the calls that arrive while
/// earlier batches run go to the server together, as one statement over arrays of sessions
/// (`SQL/session_lookup.sql`, `SQL/session_store_batch.sql`), each session's condition checked
/// on its own row. A lone request is sent at once; under load, one round trip and one commit
/// serve many sessions. Both are prepared statements, parsed and planned once per connection.
///
/// By default an answered state is on PostgreSQL's disk before the node answers; with
/// ``CommitDurability/nodeFailure`` it is committed but not yet flushed, which survives any
/// node's death but not a crash of PostgreSQL itself (see ``CommitDurability``).
///
/// ```swift
/// let storage = try await ADPostgresSharedSessionStorage(url: "postgres://app@db.internal/forms")
/// let sessions = try await ADWebSessionStore(shared: storage, makeForm: makeForm)
/// ```
public final class ADPostgresSharedSessionStorage: ADWebSharedSessionStorage {
    private let database: ADPostgresProvider
    /// How long a session no node writes is kept.
    public let retention: Duration
    /// What an answered state survives.
    public let commitDurability: CommitDurability
    private let lookups: Batcher<Asked, ADWebSharedSessionLookup>
    private let stores: Batcher<Given, Bool>
    private let sweeps = Sweeps()

    /// A lookup: the session and the version the node knows.
    private struct Asked: Sendable {
        var id: String
        var known: Int
    }

    /// A store: the session, its state as JSON and the version it must replace.
    private struct Given: Sendable {
        var id: String
        var state: String
        var expected: Int
    }

    /// The most batches of each kind on their way at once: a quarter of the provider's
    /// connections each, leaving the rest to the health check and the first state's sweep.
    private static let batchesAtOnce = 4

    /// Shared sessions in the database `url` names (see `ADPostgresProvider.init(url:connections:logger:)`),
    /// creating the tables when missing.
    ///
    /// - Parameters:
    ///   - retention: How long a session no node writes is kept.
    ///   - commitDurability: What an answered state survives: by default the death of a node and
    ///     a crash of PostgreSQL; ``CommitDurability/nodeFailure`` answers sooner and survives the
    ///     death of a node only. The storage's own connections alone are concerned.
    /// - Throws: `ADPostgresError` when the server cannot be reached or refuses.
    public init(
        url: String, retention: Duration = .seconds(7 * 24 * 3600), commitDurability: CommitDurability = .durable
    ) async throws(ADPostgresError) {
        let database = try await ADPostgresProvider(url: url, serverSettings: commitDurability.serverSettings)
        self.database = database
        self.retention = retention
        self.commitDurability = commitDurability
        lookups = Batcher(limit: Self.batchesAtOnce) { asked in try await Self.lookUp(asked, in: database) }
        stores = Batcher(limit: Self.batchesAtOnce) { given in try await Self.store(given, in: database) }
        try await database.writing { transaction throws(ADPostgresError) in
            try await SchemaStore.lock("actiondata_shared_sessions", transaction)
            for statement in try SQLResource.statements("sessions", in: .module) {
                _ = try await transaction.run(PostgresStatement(statement), table: nil)
            }
        }
    }

    /// The storage's provider, for the tests to look at its connections' settings.
    package var provider: ADPostgresProvider { database }

    /// Closes the storage's connections.
    public func close() async {
        await database.close()
    }

    public func sessionSecret() async throws -> Data {
        let fresh = SessionSigner.newSecret()
        let durability = commitDurability
        return try await database.writing { transaction throws(ADPostgresError) in
            // Every node signs with the secret stored first: it must outlive a crash of PostgreSQL.
            if durability != .durable {
                for statement in try SQLResource.statements("durable_commit", in: .module) {
                    _ = try await transaction.run(PostgresStatement(statement), table: nil)
                }
            }
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

    public func lookup(id: String, known: Int) async throws -> ADWebSharedSessionLookup {
        try await lookups.submit(Asked(id: id, known: known))
    }

    public func store(_ state: ADRecord, id: String, expected: Int) async throws -> Bool {
        let text = try state.jsonString(nonFiniteNumbers: .null)
        if expected == 0, await sweeps.due() { try await sweep() }
        return try await stores.submit(Given(id: id, state: text, expected: expected))
    }

    /// Drops the sessions not written for ``retention``.
    private func sweep() async throws(ADPostgresError) {
        var statement = PostgresStatement(#"DELETE FROM "actiondata_shared_sessions" WHERE "updated_at" < now() - make_interval(secs => "#)
        statement.bind(.real(Double(retention.components.seconds)))
        statement.append(")")
        try await database.autocommitting { session throws(ADPostgresError) in _ = try await session.run(statement, table: nil) }
    }

    /// One statement looking up every session in `asked`.
    private static func lookUp(_ asked: [Asked], in database: ADPostgresProvider) async throws -> [ADWebSharedSessionLookup] {
        _ = try SessionLookupText.text.get()
        var bindings = PostgresBindings(capacity: 2)
        bindings.append(asked.map(\.id))
        bindings.append(asked.map { Int64($0.known) })
        let statement = SessionBatchStatement<SessionLookupText>(bindings: bindings)
        let found: [String: ADWebSharedSessionLookup] = try await database.autocommitting { session throws(ADPostgresError) in
            var found: [String: ADWebSharedSessionLookup] = [:]
            for row in try await session.run(prepared: statement, table: nil) {
                let id = try session.decode(row, String.self, at: 0, table: nil)
                let stored = try session.decode(row, Int64.self, at: 1, table: nil)
                guard let version = Int(exactly: stored) else {
                    throw ADPostgresError(.corruptValue(column: "version", reason: "\(stored) does not fit an Int"), table: nil)
                }
                guard let text = try session.decode(row, String?.self, at: 2, table: nil) else {
                    found[id] = .current
                    continue
                }
                let state: ADRecord
                do {
                    state = try ADRecord(jsonString: text)
                } catch {
                    throw ADPostgresError(.corruptValue(column: "state", reason: "\(error)"), table: nil)
                }
                found[id] = .changed(ADWebStoredSession(state: state, version: version))
            }
            return found
        }
        return asked.map { found[$0.id] ?? .absent }
    }

    /// One statement storing every state in `given`, each only over its expected version.
    private static func store(_ given: [Given], in database: ADPostgresProvider) async throws -> [Bool] {
        _ = try SessionStoreText.text.get()
        var bindings = PostgresBindings(capacity: 3)
        bindings.append(given.map(\.id))
        bindings.append(given.map(\.state))
        bindings.append(given.map { Int64($0.expected) })
        let statement = SessionBatchStatement<SessionStoreText>(bindings: bindings)
        let stored: Set<String> = try await database.autocommitting { session throws(ADPostgresError) in
            var stored: Set<String> = []
            for row in try await session.run(prepared: statement, table: nil) { stored.insert(try session.decode(row, String.self, at: 0, table: nil)) }
            return stored
        }
        return given.map { stored.contains($0.id) }
    }
}

/// When the first state of a session last swept the expired ones: at most once a minute, so
/// a burst of new sessions costs one sweep.
private actor Sweeps {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant?

    /// Whether a sweep is due; if so, it counts as done now.
    func due() -> Bool {
        let now = clock.now
        if let last, now - last < .seconds(60) { return false }
        last = now
        return true
    }
}
