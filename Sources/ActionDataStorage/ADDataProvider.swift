import ActionData

/// Where ``ADDataTable`` models are stored: the one API that apps and the web front end
/// program against, whichever database holds the rows.
///
/// `ADSQLiteProvider` (in `ActionDataSQLite`) implements it in an embedded SQLite file (the
/// default); `ADPostgresProvider` (in `ActionDataPostgres`) implements it on a PostgreSQL server.
/// Both create a model's table the first time they meet the model, add the fields it gained
/// since, assign keys as ``ADDataTable/primaryKeyType`` says, and compile filter formulas to
/// SQL that selects exactly the rows for which `ADFormula.evaluate(in:)` is true.
///
/// ```swift
/// func busiest(in provider: some ADDataProvider) async throws -> [Category] {
///     try await provider.load(Category.self, where: "quantity > 10", orderBy: [.descending("quantity")], limit: 5)
/// }
/// ```
///
/// Each call is one transaction. Errors are ``ADDataError``s, which conform to ``ADDataProviderFailure``.
public protocol ADDataProvider: Sendable {
    /// Creates `Model`'s table from its default instance, or adds the fields it gained
    /// (every existing row gets the default instance's value). Returns the schema in force.
    @discardableResult
    func register<Model: ADDataTable>(_ type: Model.Type) async throws -> ADTableSchema
    /// Inserts or updates `model`; returns it as saved, with its key assigned.
    @discardableResult
    func save<Model: ADDataTable>(_ model: Model) async throws -> Model
    /// The model whose key is `key`, or `nil` when there is none.
    func load<Model: ADDataTable>(_ type: Model.Type, key: some Encodable) async throws -> Model?
    /// The models for which the formula `filter` is true (all when `nil`), in order, at most `limit`.
    func load<Model: ADDataTable>(
        _ type: Model.Type, where filter: String?, orderBy order: [ADOrder], limit: Int?
    ) async throws -> [Model]
    /// The number of `Model` rows for which `filter` is true (all when `nil`).
    func count<Model: ADDataTable>(_ type: Model.Type, where filter: String?) async throws -> Int
    /// Deletes `model`'s row; `false` when it was not stored.
    @discardableResult
    func delete<Model: ADDataTable>(_ model: Model) async throws -> Bool
    /// Deletes the `Model` rows for which `filter` is true (all when `nil`); returns how many.
    @discardableResult
    func delete<Model: ADDataTable>(_ type: Model.Type, where filter: String?) async throws -> Int
    /// Drops `Model`'s table and its rows.
    func dropTable<Model: ADDataTable>(_ type: Model.Type) async throws
    /// Inserts or updates `model` as ``save(_:)`` does and, in the same transaction, writes
    /// an ``ADAuditEntry`` of what changed, by whom; a save that changes nothing writes none.
    /// The stored row is locked from the read of its old values to the commit, so concurrent
    /// saves each record the values they replaced.
    @discardableResult
    func save<Model: ADDataTable>(_ model: Model, audit: ADAudit) async throws -> Model
    /// Deletes the `Model` row whose key is `key` and, in the same transaction, writes an
    /// ``ADAuditEntry`` holding its last values; `false`, and no entry, when there was none.
    @discardableResult
    func delete<Model: ADDataTable>(_ type: Model.Type, key: some Encodable, audit: ADAudit) async throws -> Bool
}

/// An error of an ``ADDataProvider``, telling a filter that is not a formula (the user's
/// mistake) from everything else.
public protocol ADDataProviderFailure: Error {
    /// The formula error when the filter did not parse, else `nil`.
    var filterError: ADFormulaError? { get }
}
