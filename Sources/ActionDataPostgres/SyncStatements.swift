import ActionDataStorage

/// The sync statements in `SQL/`, each read once.
enum SyncStatements {
    /// The indexes of the change log (by stamp, and by replica in log order) and of the field
    /// states (by record): `SQL/sync_indexes.sql`.
    static let indexes = Result { () throws(ADDataError) in try SQLResource.statements("sync_indexes", in: .module) }
    /// The field states of one record: field, value and stamp. Takes the record's
    /// `SyncFieldRow.group(table:record:)`. `SQL/sync_field_states.sql`.
    static let fieldStates = Result { () throws(ADDataError) in try SQLResource.text("sync_field_states", in: .module) }
    /// One row when a change is in the log already. Takes its stamp, table, record and field.
    /// `SQL/sync_logged.sql`.
    static let logged = Result { () throws(ADDataError) in try SQLResource.text("sync_logged", in: .module) }
    /// Takes the transaction-scoped locks of records, in the order of their hashes so that
    /// transactions locking several wait for each other instead of deadlocking. Takes the
    /// records' `SyncFieldRow.group(table:record:)`s as a `text[]`. `SQL/sync_record_locks.sql`.
    static let recordLocks = Result { () throws(ADDataError) in try SQLResource.text("sync_record_locks", in: .module) }
}
