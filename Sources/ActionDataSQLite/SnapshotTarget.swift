import ActionData
import ActionDataStorage

/// A synced table as a snapshot writes into it: its schema, its new record's values, and the
/// statement that tells whether a record is stored.
struct SnapshotTarget {
    let schema: ADTableSchema
    let template: ADRecord
    let existsSQL: String

    /// The row and stamps' text a snapshot's `changes` of the record `key` make, when each can
    /// be taken as it is (a field of the table, once, of its type; no delete, not the key);
    /// `nil` when the record is to be merged instead.
    func row(of changes: [ADSyncChange], key: String) -> (row: ADRecord, stamps: String)? {
        var row = template
        row[schema.primaryKey] = .string(key)
        var stamps: [String: String] = [:]
        for change in changes {
            guard !change.isDelete, change.field != schema.primaryKey, stamps[change.field] == nil,
                let type = schema.columns[change.field], type.accepts(change.value)
            else { return nil }
            row[change.field] = change.value
            stamps[change.field] = change.stamp.text
        }
        return (row, SyncStampsColumn.text(stamps))
    }
}
