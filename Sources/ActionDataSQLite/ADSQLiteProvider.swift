import ActionData
import ActionDataStorage
import Foundation
import GRDB

/// Stores records and `ADDataTable` models in a SQLite database, through GRDB.
///
/// Open a file (created on first use, in WAL mode, read by a pool of connections) or
/// `":memory:"` (one private connection, for tests). The provider is `Sendable`: use it
/// from any number of tasks; writes are serialised and each call is one transaction.
/// Group several operations with `transaction(_:)`.
///
/// ```swift
/// let provider = try ADSQLiteProvider(path: "/path/to/app.sqlite")
/// let saved = try provider.save(Category(name: "Tools"))          // key assigned
/// let busy = try provider.load(Category.self, where: "quantity > 10 AND name LIKE 'S%'",
///                              orderBy: [.ascending("name")], limit: 20)
/// ```
///
/// Filters are formulas (see ``ADSQLiteFilter``); table and column names are always
/// quoted and every value is bound, so no text is ever pasted into SQL.
public final class ADSQLiteProvider: Sendable {
    /// The database file, or `":memory:"`.
    public let path: String
    let writer: any DatabaseWriter
    let registry = SchemaRegistry()

    /// Opens or creates the database at `path` (`":memory:"` for a private in-memory one).
    ///
    /// - Throws: `ADSQLiteError.Kind.database(code:message:)` when the file cannot be
    ///   opened or is not a database.
    public init(path: String) throws(ADSQLiteError) {
        self.path = path
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in FilterFunctions.install(in: db) }
        do {
            if path == ":memory:" {
                writer = try DatabaseQueue(configuration: configuration)
            } else {
                writer = try DatabasePool(path: path, configuration: configuration)
            }
            try writer.write { db in try SchemaStore.createBookkeeping(db) }
        } catch let error as DatabaseError {
            throw ADSQLiteError(
                .database(code: error.extendedResultCode.rawValue, message: error.message ?? "\(error)"), table: nil)
        } catch let error as ADSQLiteError {
            throw error
        } catch {
            throw ADSQLiteError(.database(code: 1, message: "\(error)"), table: nil)
        }
    }

    /// Runs `body` in one write transaction: it commits when `body` returns and rolls back
    /// when it throws (the error is rethrown as is).
    public func transaction<Result>(_ body: (ADSQLiteTransaction) throws -> Result) throws -> Result {
        try publishing { changes in
            try writer.write { db in try body(ADSQLiteTransaction(db: db, registry: registry, changes: changes)) }
        }
    }

    /// Runs `body` on a read-only snapshot (concurrent with other reads and with writes).
    /// A model read here must already be known to the provider (any earlier call with the
    /// model, or `register(Model.self)`, creates or migrates its table); otherwise
    /// registering it would need a write and fails.
    public func read<Result>(_ body: (ADSQLiteTransaction) throws -> Result) throws -> Result {
        try publishing { changes in
            try writer.read { db in try body(ADSQLiteTransaction(db: db, registry: registry, changes: changes)) }
        }
    }

    /// Runs `access` with the schema changes of one transaction, and publishes them once it
    /// returned (a transaction that threw changed nothing).
    private func publishing<Result>(_ access: (SchemaChanges) throws -> Result) rethrows -> Result {
        let changes = SchemaChanges()
        let result = try access(changes)
        registry.publish(changes)
        return result
    }

    /// Runs `body` in one write transaction without blocking the calling task; see
    /// ``transaction(_:)``.
    public func transaction<Result: Sendable>(
        _ body: @escaping @Sendable (ADSQLiteTransaction) throws -> Result
    ) async throws -> Result {
        let outcome = try await writer.write(Self.tracking(registry, body))
        registry.publish(outcome.1.changes)
        return outcome.0
    }

    /// Runs `body` on a read-only snapshot without blocking the calling task; see ``read(_:)``.
    public func read<Result: Sendable>(
        _ body: @escaping @Sendable (ADSQLiteTransaction) throws -> Result
    ) async throws -> Result {
        let outcome = try await writer.read(Self.tracking(registry, body))
        registry.publish(outcome.1.changes)
        return outcome.0
    }

    /// `body` as GRDB's database closure: run on a transaction of its own, answering its
    /// result and the schema changes to publish once GRDB is done.
    private static func tracking<Result: Sendable>(
        _ registry: SchemaRegistry, _ body: @escaping @Sendable (ADSQLiteTransaction) throws -> Result
    ) -> @Sendable (Database) throws -> (Result, SendableChanges) {
        { db in
            let changes = SchemaChanges()
            let result = try body(ADSQLiteTransaction(db: db, registry: registry, changes: changes))
            return (result, SendableChanges(changes))
        }
    }

    func writing<Result>(_ body: (ADSQLiteTransaction) throws(ADSQLiteError) -> Result) throws(ADSQLiteError) -> Result
    {
        try typed { try transaction { transaction throws(ADSQLiteError) in try body(transaction) } }
    }

    func reading<Result>(_ body: (ADSQLiteTransaction) throws(ADSQLiteError) -> Result) throws(ADSQLiteError) -> Result
    {
        try typed { try read { transaction throws(ADSQLiteError) in try body(transaction) } }
    }

    private func typed<Result>(_ body: () throws -> Result) throws(ADSQLiteError) -> Result {
        do {
            return try body()
        } catch {
            throw ADSQLiteError.converting(error, table: nil)
        }
    }

    // MARK: Records

    /// See ``ADSQLiteTransaction/register(_:defaults:)``.
    @discardableResult
    public func register(_ schema: ADTableSchema, defaults: ADRecord) throws(ADSQLiteError) -> ADTableSchema
    {
        try writing { transaction throws(ADSQLiteError) in try transaction.register(schema, defaults: defaults) }
    }

    /// See ``ADSQLiteTransaction/schema(of:)``.
    public func schema(of table: String) throws(ADSQLiteError) -> ADTableSchema {
        try reading { transaction throws(ADSQLiteError) in try transaction.schema(of: table) }
    }

    /// See ``ADSQLiteTransaction/save(_:in:)``.
    @discardableResult
    public func save(_ record: ADRecord, in table: String) throws(ADSQLiteError) -> ADRecord {
        try writing { transaction throws(ADSQLiteError) in try transaction.save(record, in: table) }
    }

    /// See ``ADSQLiteTransaction/loadRecord(key:from:)``.
    public func loadRecord(key: ADValue, from table: String) throws(ADSQLiteError) -> ADRecord? {
        try reading { transaction throws(ADSQLiteError) in try transaction.loadRecord(key: key, from: table) }
    }

    /// See ``ADSQLiteTransaction/loadRecords(from:where:orderBy:limit:)``.
    public func loadRecords(
        from table: String, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) throws(ADSQLiteError) -> [ADRecord] {
        try reading { transaction throws(ADSQLiteError) in
            try transaction.loadRecords(from: table, where: filter, orderBy: order, limit: limit)
        }
    }

    /// See ``ADSQLiteTransaction/count(in:where:)``.
    public func count(in table: String, where filter: String? = nil) throws(ADSQLiteError) -> Int {
        try reading { transaction throws(ADSQLiteError) in try transaction.count(in: table, where: filter) }
    }

    /// See ``ADSQLiteTransaction/deleteRecord(key:from:)``.
    @discardableResult
    public func deleteRecord(key: ADValue, from table: String) throws(ADSQLiteError) -> Bool {
        try writing { transaction throws(ADSQLiteError) in try transaction.deleteRecord(key: key, from: table) }
    }

    /// See ``ADSQLiteTransaction/deleteRecords(from:where:)``.
    @discardableResult
    public func deleteRecords(from table: String, where filter: String?) throws(ADSQLiteError) -> Int {
        try writing { transaction throws(ADSQLiteError) in try transaction.deleteRecords(from: table, where: filter) }
    }

    /// See `ADSQLiteTransaction.dropTable(_:)`.
    public func dropTable(_ table: String) throws(ADSQLiteError) {
        try writing { transaction throws(ADSQLiteError) in try transaction.dropTable(table) }
    }

    /// Copies the database, as it stands when the copy starts, into a new file at `path` with
    /// SQLite's online backup, while it goes on serving: what an operator backs a server up with.
    ///
    /// - Throws: ``ADSQLiteError`` when the file cannot be made or the copy fails.
    public func backup(to path: String) throws(ADSQLiteError) {
        do {
            let destination = try DatabaseQueue(path: path)
            try writer.backup(to: destination)
            try destination.close()
        } catch {
            throw ADSQLiteError.converting(error, table: nil)
        }
    }

    /// SQLite's `PRAGMA integrity_check`: `["ok"]` for a sound database, otherwise the problems found.
    public func integrityCheck() throws(ADSQLiteError) -> [String] {
        try reading { transaction throws(ADSQLiteError) in
            try transaction.attempt("") { try String.fetchAll(transaction.db, sql: "PRAGMA integrity_check") }
        }
    }
}
