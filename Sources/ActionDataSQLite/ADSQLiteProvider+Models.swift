import ActionData
import ActionDataStorage

/// `ADDataTable` models, each call in its own transaction; see ``ADSQLiteTransaction``
/// for the same operations grouped in one.
extension ADSQLiteProvider {
    /// Creates `Model`'s table, or adds the fields it gained; see ``ADSQLiteTransaction``.
    @discardableResult
    public func register<Model: ADDataTable>(_ type: Model.Type) throws(ADSQLiteError) -> ADTableSchema {
        try writing { transaction throws(ADSQLiteError) in try transaction.register(type) }
    }

    /// Inserts or updates `model`; returns it as saved, with its key assigned.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model) throws(ADSQLiteError) -> Model {
        try writing { transaction throws(ADSQLiteError) in try transaction.save(model) }
    }

    /// The model whose key is `key`, or `nil` when there is none.
    public func load<Model: ADDataTable>(_ type: Model.Type, key: some Encodable) throws(ADSQLiteError) -> Model? {
        try modelAccess(Model.self) { transaction throws(ADSQLiteError) in try transaction.load(type, key: key) }
    }

    /// The models for which the formula `filter` is true (all when `nil`), in order, at most `limit`.
    public func load<Model: ADDataTable>(
        _ type: Model.Type, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) throws(ADSQLiteError) -> [Model] {
        try modelAccess(Model.self) { transaction throws(ADSQLiteError) in
            try transaction.load(type, where: filter, orderBy: order, limit: limit)
        }
    }

    /// The number of `Model` rows for which `filter` is true (all when `nil`).
    public func count<Model: ADDataTable>(_ type: Model.Type, where filter: String? = nil) throws(ADSQLiteError) -> Int
    {
        try modelAccess(Model.self) { transaction throws(ADSQLiteError) in try transaction.count(type, where: filter) }
    }

    /// Deletes `model`'s row; `false` when it was not stored.
    @discardableResult
    public func delete<Model: ADDataTable>(_ model: Model) throws(ADSQLiteError) -> Bool {
        try writing { transaction throws(ADSQLiteError) in try transaction.delete(model) }
    }

    /// Deletes the `Model` rows for which `filter` is true (all when `nil`); returns how many.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, where filter: String?) throws(ADSQLiteError) -> Int {
        try writing { transaction throws(ADSQLiteError) in try transaction.delete(type, where: filter) }
    }

    /// Inserts or updates `model` and writes its `ADAuditEntry` in one transaction.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model, audit: ADAudit) throws(ADSQLiteError) -> Model {
        try writing { transaction throws(ADSQLiteError) in try transaction.save(model, audit: audit) }
    }

    /// Deletes the `Model` row whose key is `key` and writes its `ADAuditEntry` in one
    /// transaction; `false` when there was none.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, key: some Encodable, audit: ADAudit) throws(ADSQLiteError) -> Bool {
        try writing { transaction throws(ADSQLiteError) in try transaction.delete(type, key: key, audit: audit) }
    }

    /// Drops `Model`'s table and its rows.
    public func dropTable<Model: ADDataTable>(_ type: Model.Type) throws(ADSQLiteError) {
        try writing { transaction throws(ADSQLiteError) in try transaction.dropTable(type) }
    }

    /// Reads on a snapshot once the model's table is registered (registering may write).
    private func modelAccess<Model: ADDataTable, Result>(
        _ type: Model.Type, _ body: (ADSQLiteTransaction) throws(ADSQLiteError) -> Result
    ) throws(ADSQLiteError) -> Result {
        if !registry.isModelRegistered(Model.tableName) { try register(Model.self) }
        return try reading(body)
    }
}
