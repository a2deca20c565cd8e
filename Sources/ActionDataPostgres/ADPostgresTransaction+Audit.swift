import ActionData
import ActionDataStorage
import Foundation

/// Audited writes: the change and its `ADAuditEntry` in this one transaction.
extension ADPostgresTransaction {
    /// Inserts or updates `model` and writes what changed, by whom, to the history; see
    /// `ADDataProvider.save(_:audit:)`. The stored row (none for a new record) stays locked from
    /// the read of its old values to the end of the transaction.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model, audit: ADAudit) async throws(ADPostgresError) -> Model {
        try await registerOnce(Model.self)
        let table = Model.tableName
        let record = try ModelRecords.record(of: model, table: table)
        var before: ADRecord?
        if let key = try KeyAssignment.storedKey(of: record, in: try await schema(of: table)) {
            before = try await loadRecordLocked(key: key, from: table)
        }
        try audit.judgeSave(before: before, after: record, in: table)
        let saved = try await save(record, in: table)
        if let key = saved[Model.primaryKey], let entry = audit.entry(table: table, key: key, before: before, after: saved, at: Date()) {
            try await save(entry)
        }
        if saved[Model.primaryKey] == record[Model.primaryKey] { return model }
        return try ModelRecords.model(Model.self, from: saved)
    }

    /// Deletes the `Model` row whose key is `key`, writing its last values to the history;
    /// see `ADDataProvider.delete(_:key:audit:)`.
    @discardableResult
    public func delete<Model: ADDataTable>(
        _ type: Model.Type, key: some Encodable, audit: ADAudit
    ) async throws(ADPostgresError) -> Bool {
        try await registerOnce(Model.self)
        let table = Model.tableName
        let key = try ModelRecords.keyValue(key, table: table)
        let before = try await loadRecordLocked(key: key, from: table)
        try audit.judgeDelete(before: before, in: table)
        guard let before, try await deleteRecord(key: key, from: table) else { return false }
        if let entry = audit.entry(table: table, key: key, before: before, after: nil, at: Date()) { try await save(entry) }
        return true
    }
}
