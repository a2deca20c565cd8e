import ActionData
import ActionDataStorage
import Logging
import PostgresNIO

/// Stores records and `ADDataTable` models in a PostgreSQL database, through postgres-nio.
///
/// The same API as `ADSQLiteProvider` (both are `ADDataProvider`s), for deployments that
/// keep their data on a database server and run several nodes: tables are created and
/// migrated on first use (safely when nodes start together), keys are assigned by the
/// database, filters are formulas compiled to SQL that means what the engine means, and
/// every call is one transaction. Group several operations with ``transaction(_:)``.
///
/// ```swift
/// let provider = try await ADPostgresProvider(url: "postgres://app@db.internal/forms")
/// let saved = try await provider.save(Category(name: "Tools"))      // key assigned
/// let busy = try await provider.load(Category.self, where: "quantity > 10", orderBy: [.ascending("name")], limit: 20)
/// await provider.close()
/// ```
///
/// Call ``close()`` when done: it closes the connections the provider keeps open.
public final class ADPostgresProvider: ADDataProvider {
    private let pool: ConnectionPool
    let registry = SchemaRegistry()
    private let logger: Logger
    /// How long a connection may answer nothing while a statement runs before it is closed as broken.
    private let answerTimeout: Duration?

    /// Connects to the database `url` names (`postgres://user:password@host:port/database`,
    /// or `postgres://user@/database?host=/socket/directory` for a Unix socket) and creates
    /// the bookkeeping tables when missing.
    ///
    /// The URL's query may add, as libpq names them: `sslmode` (`disable`, the default;
    /// `prefer`; `require`; `verify-ca`; `verify-full`) and `sslrootcert` (a PEM file of the
    /// authorities to trust), `connect_timeout` (seconds, default 10: connecting, TLS and login)
    /// and `statement_timeout` (milliseconds the server lets a statement run; a connection that
    /// answers nothing for that long plus `connect_timeout` — a partition — is closed and the
    /// call fails with a connection error). Passwords are sent as the server asks (SCRAM-SHA-256
    /// by default); percent-encode `@`, `:`, `/` and `%` in them.
    ///
    /// - Parameters:
    ///   - url: The database's URL, as above.
    ///   - connections: The most connections open at once; a call made while all are busy
    ///     waits for one.
    ///   - logger: Where the provider logs connections opened, broken and closed.
    /// - Throws: `ADPostgresError.Kind.invalidURL(_:)` for a URL that names no database, an
    ///   unknown `sslmode` (naming it), a timeout that is not a whole number or an unreadable
    ///   `sslrootcert`,
    ///   `ADPostgresError.Kind.connection(_:)` when the server cannot be reached (a
    ///   connection refused), `ADPostgresError.Kind.server(sqlState:message:)` when it
    ///   refuses the login.
    public convenience init(url: String, connections: Int = 16, logger: Logger = Logger(label: "ActionDataPostgres"))
        async throws(ADPostgresError)
    {
        try await self.init(url: url, connections: connections, logger: logger, serverSettings: [])
    }

    /// Connects as ``init(url:connections:logger:)`` does, every connection of this provider
    /// starting with the server settings `serverSettings` (name and value, as `SET` takes them)
    /// besides those of the URL: settings for this provider's statements alone.
    package init(url: String, connections: Int = 16, logger: Logger = Logger(label: "ActionDataPostgres"), serverSettings: [(String, String)])
        async throws(ADPostgresError)
    {
        var settings = try DatabaseURL.settings(url)
        settings.configuration.options.additionalStartupParameters.append(contentsOf: serverSettings)
        pool = ConnectionPool(configuration: settings.configuration, capacity: connections, logger: logger)
        answerTimeout = settings.answerTimeout
        self.logger = logger
        try await writing { transaction throws(ADPostgresError) in
            try await SchemaStore.lock("actiondata_tables", transaction)
            for statement in try SQLResource.statements("bookkeeping", in: .module) {
                _ = try await transaction.run(PostgresStatement(statement), table: nil)
            }
        }
    }

    /// Closes the connections kept open; later calls fail with a connection error.
    public func close() async {
        await pool.close()
    }

    /// Runs `body` in one transaction: it commits when `body` returns and rolls back when it
    /// throws (the error is rethrown as is). A connection that broke is not reused.
    public func transaction<Result>(_ body: (ADPostgresTransaction) async throws -> Result) async throws -> Result {
        let connection = try await pool.lease()
        let changes = SchemaChanges()
        let transaction = ADPostgresTransaction(
            connection: connection, registry: registry, changes: changes, logger: logger, answerTimeout: answerTimeout)
        do {
            _ = try await transaction.run(PostgresStatement("BEGIN"), table: nil)
            let result = try await holding { try await body(transaction) }
            _ = try await transaction.run(PostgresStatement("COMMIT"), table: nil)
            registry.publish(changes)
            await pool.release(connection, reusable: true)
            return result
        } catch {
            var reusable = !((error as? ADPostgresError)?.breaksConnection ?? false)
            if reusable {
                do {
                    _ = try await transaction.run(PostgresStatement("ROLLBACK"), table: nil)
                } catch {
                    reusable = false
                }
            }
            await pool.release(connection, reusable: reusable)
            throw error
        }
    }

    /// Runs `body` while the task is marked as holding a connection of the pool, so a call
    /// to the provider inside it gets a connection of its own instead of waiting for this one.
    private func holding<Result>(_ body: () async throws -> Result) async throws -> Result {
        try await ConnectionPool.$held.withValue(ConnectionPool.held.union([ObjectIdentifier(pool)])) { try await body() }
    }

    /// Runs `body` on a connection outside any transaction, each statement committing on its
    /// own: one round trip per statement instead of three for a single read or conditional
    /// write.
    package func autocommitting<Result>(
        _ body: (ADPostgresTransaction) async throws(ADPostgresError) -> Result
    ) async throws(ADPostgresError) -> Result {
        let connection = try await pool.lease()
        let session = ADPostgresTransaction(
            connection: connection, registry: registry, changes: SchemaChanges(), logger: logger, answerTimeout: answerTimeout)
        do {
            let result = try await body(session)
            await pool.release(connection, reusable: true)
            return result
        } catch {
            await pool.release(connection, reusable: !error.breaksConnection)
            throw error
        }
    }

    package func writing<Result>(
        _ body: (ADPostgresTransaction) async throws(ADPostgresError) -> Result
    ) async throws(ADPostgresError) -> Result {
        do {
            return try await transaction { transaction in try await body(transaction) }
        } catch {
            throw ADPostgresError.converting(error, table: nil)
        }
    }

    // MARK: Records

    /// See ``ADPostgresTransaction/register(_:defaults:)``.
    @discardableResult
    public func register(_ schema: ADTableSchema, defaults: ADRecord) async throws(ADPostgresError)
        -> ADTableSchema
    {
        try await writing { transaction throws(ADPostgresError) in try await transaction.register(schema, defaults: defaults) }
    }

    /// See ``ADPostgresTransaction/schema(of:)``.
    public func schema(of table: String) async throws(ADPostgresError) -> ADTableSchema {
        try await writing { transaction throws(ADPostgresError) in try await transaction.schema(of: table) }
    }

    /// See ``ADPostgresTransaction/save(_:in:)``.
    @discardableResult
    public func save(_ record: ADRecord, in table: String) async throws(ADPostgresError) -> ADRecord {
        try await writing { transaction throws(ADPostgresError) in try await transaction.save(record, in: table) }
    }

    /// See ``ADPostgresTransaction/loadRecord(key:from:)``.
    public func loadRecord(key: ADValue, from table: String) async throws(ADPostgresError) -> ADRecord? {
        try await writing { transaction throws(ADPostgresError) in try await transaction.loadRecord(key: key, from: table) }
    }

    /// See ``ADPostgresTransaction/loadRecords(from:where:orderBy:limit:)``.
    public func loadRecords(
        from table: String, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) async throws(ADPostgresError) -> [ADRecord] {
        try await writing { transaction throws(ADPostgresError) in
            try await transaction.loadRecords(from: table, where: filter, orderBy: order, limit: limit)
        }
    }

    /// See ``ADPostgresTransaction/partsEvaluatedInSwift(of:in:)``.
    public func partsEvaluatedInSwift(of filter: String, in table: String) async throws(ADPostgresError) -> [String] {
        try await writing { transaction throws(ADPostgresError) in try await transaction.partsEvaluatedInSwift(of: filter, in: table) }
    }

    /// See ``ADPostgresTransaction/count(in:where:)``.
    public func count(in table: String, where filter: String? = nil) async throws(ADPostgresError) -> Int {
        try await writing { transaction throws(ADPostgresError) in try await transaction.count(in: table, where: filter) }
    }

    /// See ``ADPostgresTransaction/deleteRecord(key:from:)``.
    @discardableResult
    public func deleteRecord(key: ADValue, from table: String) async throws(ADPostgresError) -> Bool {
        try await writing { transaction throws(ADPostgresError) in try await transaction.deleteRecord(key: key, from: table) }
    }

    /// See ``ADPostgresTransaction/deleteRecords(from:where:)``.
    @discardableResult
    public func deleteRecords(from table: String, where filter: String?) async throws(ADPostgresError) -> Int {
        try await writing { transaction throws(ADPostgresError) in
            try await transaction.deleteRecords(from: table, where: filter)
        }
    }

    /// See `ADPostgresTransaction.dropTable(_:)`.
    public func dropTable(_ table: String) async throws(ADPostgresError) {
        try await writing { transaction throws(ADPostgresError) in try await transaction.dropTable(table) }
    }
}

/// `ADDataTable` models, each call in its own transaction.
extension ADPostgresProvider {
    /// Creates `Model`'s table, or adds the fields it gained; see ``ADPostgresTransaction``.
    @discardableResult
    public func register<Model: ADDataTable>(_ type: Model.Type) async throws(ADPostgresError) -> ADTableSchema {
        try await writing { transaction throws(ADPostgresError) in try await transaction.register(type) }
    }

    /// Inserts or updates `model`; returns it as saved, with its key assigned.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model) async throws(ADPostgresError) -> Model {
        try await writing { transaction throws(ADPostgresError) in try await transaction.save(model) }
    }

    /// The model whose key is `key`, or `nil` when there is none.
    public func load<Model: ADDataTable>(_ type: Model.Type, key: some Encodable) async throws(ADPostgresError) -> Model? {
        try await writing { transaction throws(ADPostgresError) in try await transaction.load(type, key: key) }
    }

    /// The models for which the formula `filter` is true (all when `nil`), in order, at most `limit`.
    public func load<Model: ADDataTable>(
        _ type: Model.Type, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) async throws(ADPostgresError) -> [Model] {
        try await writing { transaction throws(ADPostgresError) in
            try await transaction.load(type, where: filter, orderBy: order, limit: limit)
        }
    }

    /// The number of `Model` rows for which `filter` is true (all when `nil`).
    public func count<Model: ADDataTable>(_ type: Model.Type, where filter: String? = nil) async throws(ADPostgresError)
        -> Int
    {
        try await writing { transaction throws(ADPostgresError) in try await transaction.count(type, where: filter) }
    }

    /// Deletes `model`'s row; `false` when it was not stored.
    @discardableResult
    public func delete<Model: ADDataTable>(_ model: Model) async throws(ADPostgresError) -> Bool {
        try await writing { transaction throws(ADPostgresError) in try await transaction.delete(model) }
    }

    /// Deletes the `Model` rows for which `filter` is true (all when `nil`); returns how many.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, where filter: String?) async throws(ADPostgresError) -> Int
    {
        try await writing { transaction throws(ADPostgresError) in try await transaction.delete(type, where: filter) }
    }

    /// Inserts or updates `model` and writes its `ADAuditEntry` in one transaction.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model, audit: ADAudit) async throws(ADPostgresError) -> Model {
        try await writing { transaction throws(ADPostgresError) in try await transaction.save(model, audit: audit) }
    }

    /// Deletes the `Model` row whose key is `key` and writes its `ADAuditEntry` in one
    /// transaction; `false` when there was none.
    @discardableResult
    public func delete<Model: ADDataTable>(
        _ type: Model.Type, key: some Encodable, audit: ADAudit
    ) async throws(ADPostgresError) -> Bool {
        try await writing { transaction throws(ADPostgresError) in try await transaction.delete(type, key: key, audit: audit) }
    }

    /// Drops `Model`'s table and its rows.
    public func dropTable<Model: ADDataTable>(_ type: Model.Type) async throws(ADPostgresError) {
        try await writing { transaction throws(ADPostgresError) in try await transaction.dropTable(type) }
    }
}
