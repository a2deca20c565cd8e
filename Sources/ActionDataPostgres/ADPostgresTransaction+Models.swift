import ActionData
import ActionDataStorage

/// `ADDataTable` models, converted through `ADRecordEncoder` and `ADRecordDecoder`.
///
/// A model's table is registered (created, or migrated to the model's new fields) the
/// first time the provider meets the model.
extension ADPostgresTransaction {
    /// Creates `Model`'s table from its default instance, or adds the fields it gained
    /// (every existing row gets the default instance's value). An `ADSyncedTable`'s table is
    /// marked synced, its keys checked before the table is created.
    @discardableResult
    public func register<Model: ADDataTable>(_ type: Model.Type) async throws(ADPostgresError) -> ADTableSchema {
        let template = try ModelRecords.record(of: Model(), table: Model.tableName)
        let schema: ADTableSchema
        do {
            schema = try ADTableSchema(
                tableName: Model.tableName, primaryKey: Model.primaryKey, keyType: Model.primaryKeyType,
                template: template)
        } catch {
            throw ADPostgresError(.schemaConflict(error.description), table: Model.tableName)
        }
        let syncRules = (Model.self as? any ADSyncedTable.Type)?.syncRules
        if syncRules != nil { try SyncRegistry.checkKeys(schema) }
        let registered = try await register(schema, defaults: template)
        if let syncRules { try await registerSynced(registered, rules: syncRules, template: template) }
        changes.registeredModels.insert(Model.tableName)
        return registered
    }

    /// Inserts or updates `model`; returns it as saved, with its key assigned.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model) async throws(ADPostgresError) -> Model {
        try await registerOnce(Model.self)
        let record = try ModelRecords.record(of: model, table: Model.tableName)
        let saved = try await save(record, in: Model.tableName)
        if saved[Model.primaryKey] == record[Model.primaryKey] { return model }
        return try ModelRecords.model(Model.self, from: saved)
    }

    /// The model whose key is `key`, or `nil` when there is none.
    public func load<Model: ADDataTable>(_ type: Model.Type, key: some Encodable) async throws(ADPostgresError) -> Model? {
        try await registerOnce(Model.self)
        guard let record = try await loadRecord(key: ModelRecords.keyValue(key, table: Model.tableName), from: Model.tableName)
        else { return nil }
        return try ModelRecords.model(Model.self, from: record)
    }

    /// The models for which the formula `filter` is true (all when `nil`), in order, at most `limit`.
    public func load<Model: ADDataTable>(
        _ type: Model.Type, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) async throws(ADPostgresError) -> [Model] {
        try await registerOnce(Model.self)
        let records = try await loadRecords(from: Model.tableName, where: filter, orderBy: order, limit: limit)
        var models: [Model] = []
        models.reserveCapacity(records.count)
        for record in records { models.append(try ModelRecords.model(Model.self, from: record)) }
        return models
    }

    /// The number of `Model` rows for which `filter` is true (all when `nil`).
    public func count<Model: ADDataTable>(_ type: Model.Type, where filter: String? = nil) async throws(ADPostgresError)
        -> Int
    {
        try await registerOnce(Model.self)
        return try await count(in: Model.tableName, where: filter)
    }

    /// Deletes `model`'s row; `false` when it was not stored.
    @discardableResult
    public func delete<Model: ADDataTable>(_ model: Model) async throws(ADPostgresError) -> Bool {
        try await registerOnce(Model.self)
        return try await deleteRecord(key: ModelRecords.key(of: model), from: Model.tableName)
    }

    /// Deletes the `Model` rows for which `filter` is true (all when `nil`); returns how many.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, where filter: String?) async throws(ADPostgresError) -> Int
    {
        try await registerOnce(Model.self)
        return try await deleteRecords(from: Model.tableName, where: filter)
    }

    /// Drops `Model`'s table and its rows.
    public func dropTable<Model: ADDataTable>(_ type: Model.Type) async throws(ADPostgresError) {
        try await dropTable(Model.tableName)
    }

    func registerOnce<Model: ADDataTable>(_ type: Model.Type) async throws(ADPostgresError) {
        if changes.needsRegistering(Model.tableName, registry: registry) { try await register(Model.self) }
    }
}
