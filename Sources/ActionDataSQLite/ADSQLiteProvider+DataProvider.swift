import ActionData
import ActionDataStorage

/// `ADDataProvider`: the model operations awaited. Each runs on GRDB's asynchronous
/// `write` or `read`, which suspend the calling task instead of blocking a thread of the
/// shared pool while SQLite works or waits for the writer.
///
/// In asynchronous code `try await provider.save(model)` takes these; synchronous code keeps
/// the blocking methods of the same names. Models cross to GRDB's queue as records (a model
/// need not be `Sendable`): converted before the transaction and back after it.
extension ADSQLiteProvider: ADDataProvider {
    /// Creates `Model`'s table, or adds the fields it gained, without blocking the task.
    @discardableResult
    public func register<Model: ADDataTable>(_ type: Model.Type) async throws(ADSQLiteError) -> ADTableSchema {
        let template = try ModelTemplate(Model.self)
        return try await writingAsync { transaction throws(ADSQLiteError) in try transaction.register(template) }
    }

    /// Inserts or updates `model` without blocking the task; returns it as saved, with its key assigned.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model) async throws(ADSQLiteError) -> Model {
        let table = Model.tableName
        let record = try ModelRecords.record(of: model, table: table)
        let saved = try await modelWrite(Model.self) { transaction throws(ADSQLiteError) in try transaction.save(record, in: table) }
        if saved[Model.primaryKey] == record[Model.primaryKey] { return model }
        return try ModelRecords.model(Model.self, from: saved)
    }

    /// The model whose key is `key`, or `nil` when there is none, read without blocking the task.
    public func load<Model: ADDataTable>(_ type: Model.Type, key: some Encodable) async throws(ADSQLiteError) -> Model? {
        let table = Model.tableName
        let key = try ModelRecords.keyValue(key, table: table)
        let record = try await modelRead(Model.self) { transaction throws(ADSQLiteError) in try transaction.loadRecord(key: key, from: table) }
        guard let record else { return nil }
        return try ModelRecords.model(Model.self, from: record)
    }

    /// The models for which the formula `filter` is true (all when `nil`), in order, at most
    /// `limit`, read without blocking the task.
    public func load<Model: ADDataTable>(
        _ type: Model.Type, where filter: String?, orderBy order: [ADOrder], limit: Int?
    ) async throws(ADSQLiteError) -> [Model] {
        let table = Model.tableName
        let records = try await modelRead(Model.self) { transaction throws(ADSQLiteError) in
            try transaction.loadRecords(from: table, where: filter, orderBy: order, limit: limit)
        }
        var models: [Model] = []
        models.reserveCapacity(records.count)
        for record in records { models.append(try ModelRecords.model(Model.self, from: record)) }
        return models
    }

    /// The number of `Model` rows for which `filter` is true (all when `nil`), counted without blocking the task.
    public func count<Model: ADDataTable>(_ type: Model.Type, where filter: String?) async throws(ADSQLiteError) -> Int {
        let table = Model.tableName
        return try await modelRead(Model.self) { transaction throws(ADSQLiteError) in try transaction.count(in: table, where: filter) }
    }

    /// Deletes `model`'s row without blocking the task; `false` when it was not stored.
    @discardableResult
    public func delete<Model: ADDataTable>(_ model: Model) async throws(ADSQLiteError) -> Bool {
        let table = Model.tableName
        let key = try ModelRecords.key(of: model)
        return try await modelWrite(Model.self) { transaction throws(ADSQLiteError) in try transaction.deleteRecord(key: key, from: table) }
    }

    /// Deletes the `Model` rows for which `filter` is true (all when `nil`) without blocking
    /// the task; returns how many.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, where filter: String?) async throws(ADSQLiteError) -> Int {
        let table = Model.tableName
        return try await modelWrite(Model.self) { transaction throws(ADSQLiteError) in try transaction.deleteRecords(from: table, where: filter) }
    }

    /// Saves `model` and writes its `ADAuditEntry` in one transaction, without blocking the
    /// task; see ``ADSQLiteTransaction/save(_:audit:)``.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model, audit: ADAudit) async throws(ADSQLiteError) -> Model {
        let table = Model.tableName
        let record = try ModelRecords.record(of: model, table: table)
        let saved = try await modelWrite(Model.self) { transaction throws(ADSQLiteError) in
            try transaction.save(record, in: table, audit: audit)
        }
        if saved[Model.primaryKey] == record[Model.primaryKey] { return model }
        return try ModelRecords.model(Model.self, from: saved)
    }

    /// Deletes the `Model` row whose key is `key` and writes its `ADAuditEntry` in one
    /// transaction, without blocking the task; `false` when there was none.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, key: some Encodable, audit: ADAudit) async throws(ADSQLiteError) -> Bool {
        let table = Model.tableName
        let key = try ModelRecords.keyValue(key, table: table)
        return try await modelWrite(Model.self) { transaction throws(ADSQLiteError) in
            try transaction.deleteRecord(key: key, from: table, audit: audit)
        }
    }

    /// Drops `Model`'s table and its rows without blocking the task.
    public func dropTable<Model: ADDataTable>(_ type: Model.Type) async throws(ADSQLiteError) {
        let table = Model.tableName
        try await writingAsync { transaction throws(ADSQLiteError) in try transaction.dropTable(table) }
    }

    /// Runs `body` in a write transaction once `Model`'s table is registered; the model's
    /// template is built only when the provider does not know the model yet, or when another
    /// task dropped its table in the meantime.
    private func modelWrite<Model: ADDataTable, Result: Sendable>(
        _ type: Model.Type, _ body: @escaping @Sendable (ADSQLiteTransaction) throws(ADSQLiteError) -> Result
    ) async throws(ADSQLiteError) -> Result {
        let table = Model.tableName
        var template = registry.isModelRegistered(table) ? nil : try ModelTemplate(Model.self)
        while true {
            let known = template
            let result = try await writingAsync { transaction throws(ADSQLiteError) -> Result? in
                if transaction.changes.needsRegistering(table, registry: transaction.registry) {
                    guard let known else { return nil }
                    try transaction.register(known)
                }
                return try body(transaction)
            }
            if let result { return result }
            template = try ModelTemplate(Model.self)
        }
    }

    /// Runs `body` on a read-only snapshot once `Model`'s table is registered (registering may write).
    private func modelRead<Model: ADDataTable, Result: Sendable>(
        _ type: Model.Type, _ body: @escaping @Sendable (ADSQLiteTransaction) throws(ADSQLiteError) -> Result
    ) async throws(ADSQLiteError) -> Result {
        if !registry.isModelRegistered(Model.tableName) {
            let template = try ModelTemplate(Model.self)
            try await writingAsync { transaction throws(ADSQLiteError) in _ = try transaction.register(template) }
        }
        do {
            return try await read { transaction in try body(transaction) }
        } catch {
            throw ADSQLiteError.converting(error, table: nil)
        }
    }

    private func writingAsync<Result: Sendable>(
        _ body: @escaping @Sendable (ADSQLiteTransaction) throws(ADSQLiteError) -> Result
    ) async throws(ADSQLiteError) -> Result {
        do {
            return try await transaction { transaction in try body(transaction) }
        } catch {
            throw ADSQLiteError.converting(error, table: nil)
        }
    }
}
