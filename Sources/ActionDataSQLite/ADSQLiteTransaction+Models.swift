import ActionData
import ActionDataStorage

/// `ADDataTable` models, converted through `ADRecordEncoder` and `ADRecordDecoder`.
///
/// A model's table is registered (created, or migrated to the model's new fields) the
/// first time the provider meets the model.
extension ADSQLiteTransaction {
    /// Creates `Model`'s table from its default instance, or adds the fields it gained
    /// (every existing row gets the default instance's value).
    @discardableResult
    public func register<Model: ADDataTable>(_ type: Model.Type) throws(ADSQLiteError) -> ADTableSchema {
        try register(ModelTemplate(Model.self))
    }

    /// Creates or migrates the table of the model `template` describes, marking the model
    /// registered.
    @discardableResult
    func register(_ template: ModelTemplate) throws(ADSQLiteError) -> ADTableSchema {
        let registered = try register(template.schema, defaults: template.record)
        if let rules = template.syncRules { try registerSynced(registered, rules: rules, template: template.record) }
        changes.registeredModels.insert(template.schema.tableName)
        return registered
    }

    /// Inserts or updates `model`; returns it as saved, with its key assigned.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model) throws(ADSQLiteError) -> Model {
        try registerOnce(Model.self)
        let record = try ModelRecords.record(of: model, table: Model.tableName)
        let saved = try save(record, in: Model.tableName)
        if saved[Model.primaryKey] == record[Model.primaryKey] { return model }
        return try ModelRecords.model(Model.self, from: saved)
    }

    /// The model whose key is `key`, or `nil` when there is none.
    public func load<Model: ADDataTable>(_ type: Model.Type, key: some Encodable) throws(ADSQLiteError) -> Model? {
        try registerOnce(Model.self)
        guard let record = try loadRecord(key: ModelRecords.keyValue(key, table: Model.tableName), from: Model.tableName)
        else { return nil }
        return try ModelRecords.model(Model.self, from: record)
    }

    /// The models for which the formula `filter` is true (all when `nil`), in order, at most `limit`.
    public func load<Model: ADDataTable>(
        _ type: Model.Type, where filter: String? = nil, orderBy order: [ADOrder] = [], limit: Int? = nil
    ) throws(ADSQLiteError) -> [Model] {
        try registerOnce(Model.self)
        let records = try loadRecords(from: Model.tableName, where: filter, orderBy: order, limit: limit)
        var models: [Model] = []
        models.reserveCapacity(records.count)
        for record in records { models.append(try ModelRecords.model(Model.self, from: record)) }
        return models
    }

    /// The number of `Model` rows for which `filter` is true (all when `nil`).
    public func count<Model: ADDataTable>(_ type: Model.Type, where filter: String? = nil) throws(ADSQLiteError) -> Int
    {
        try registerOnce(Model.self)
        return try count(in: Model.tableName, where: filter)
    }

    /// Deletes `model`'s row; `false` when it was not stored.
    @discardableResult
    public func delete<Model: ADDataTable>(_ model: Model) throws(ADSQLiteError) -> Bool {
        try registerOnce(Model.self)
        return try deleteRecord(key: ModelRecords.key(of: model), from: Model.tableName)
    }

    /// Deletes the `Model` rows for which `filter` is true (all when `nil`); returns how many.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, where filter: String?) throws(ADSQLiteError) -> Int {
        try registerOnce(Model.self)
        return try deleteRecords(from: Model.tableName, where: filter)
    }

    /// Drops `Model`'s table and its rows.
    public func dropTable<Model: ADDataTable>(_ type: Model.Type) throws(ADSQLiteError) {
        try dropTable(Model.tableName)
    }

    func registerOnce<Model: ADDataTable>(_ type: Model.Type) throws(ADSQLiteError) {
        if changes.needsRegistering(Model.tableName, registry: registry) { try register(Model.self) }
    }
}
