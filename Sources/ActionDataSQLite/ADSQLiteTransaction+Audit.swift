import ActionData
import ActionDataStorage
import Foundation

/// Audited writes: the change and its `ADAuditEntry` in this one transaction.
extension ADSQLiteTransaction {
    /// Inserts or updates `model` and writes what changed, by whom, to the history; see
    /// `ADDataProvider.save(_:audit:)`.
    @discardableResult
    public func save<Model: ADDataTable>(_ model: Model, audit: ADAudit) throws(ADSQLiteError) -> Model {
        try registerOnce(Model.self)
        let record = try ModelRecords.record(of: model, table: Model.tableName)
        let saved = try save(record, in: Model.tableName, audit: audit)
        if saved[Model.primaryKey] == record[Model.primaryKey] { return model }
        return try ModelRecords.model(Model.self, from: saved)
    }

    /// Deletes the `Model` row whose key is `key`, writing its last values to the history;
    /// see `ADDataProvider.delete(_:key:audit:)`.
    @discardableResult
    public func delete<Model: ADDataTable>(_ type: Model.Type, key: some Encodable, audit: ADAudit) throws(ADSQLiteError) -> Bool {
        try registerOnce(Model.self)
        return try deleteRecord(key: ModelRecords.keyValue(key, table: Model.tableName), from: Model.tableName, audit: audit)
    }

    /// Saves `record` in `table` with its history entry; the stored row is read first unless
    /// the record is new, and the audit's rules judged on it.
    func save(_ record: ADRecord, in table: String, audit: ADAudit) throws(ADSQLiteError) -> ADRecord {
        let schema = try schema(of: table)
        let before = try KeyAssignment.storedKey(of: record, in: schema).flatMap { key throws(ADSQLiteError) in
            try loadRecord(key: key, from: table)
        }
        try audit.judgeSave(before: before, after: record, in: table)
        let saved = try save(record, in: table)
        if let key = saved[schema.primaryKey], let entry = audit.entry(table: table, key: key, before: before, after: saved, at: Date()) {
            try save(entry)
        }
        return saved
    }

    /// Deletes the row of `table` whose key is `key`, with its history entry.
    func deleteRecord(key: ADValue, from table: String, audit: ADAudit) throws(ADSQLiteError) -> Bool {
        let before = try loadRecord(key: key, from: table)
        try audit.judgeDelete(before: before, in: table)
        guard let before, try deleteRecord(key: key, from: table) else { return false }
        if let entry = audit.entry(table: table, key: key, before: before, after: nil, at: Date()) { try save(entry) }
        return true
    }
}
