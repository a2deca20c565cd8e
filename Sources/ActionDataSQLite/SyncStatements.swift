import ActionDataStorage

/// The statements sync runs on every save of a synced table and on every change merged, in
/// `SQL/`, each read once: the change log and the field states, read and written by key or
/// index, without the model coder.
enum SyncStatements {
    /// Creates the field states' table, one row a field of a record keyed by record and field
    /// so a record's states sit together, and the change log's indexes (by stamp, and by
    /// replica in log order). The log's table is made first, from `SyncLogRow`.
    /// `SQL/sync_tables.sql`.
    static let tables = SQLResource.loadedStatements("sync_tables", in: .module)
    /// Sets aside the field states of a file synced before they were keyed by record and field
    /// (a rowid table made from `SyncFieldRow`, keyed by `id`), before ``tables`` makes the
    /// keyed one. `SQL/sync_fields_set_aside.sql`.
    static let setAsideFields = SQLResource.loadedStatements("sync_fields_set_aside", in: .module)
    /// Moves the set-aside field states into the keyed table and drops theirs.
    /// `SQL/sync_fields_take_back.sql`.
    static let takeBackFields = SQLResource.loadedStatements("sync_fields_take_back", in: .module)
    /// A record's field states: field, value and stamp. Takes the record's
    /// `SyncFieldRow.group(table:record:)`. `SQL/sync_field_states.sql`.
    static let fieldStates = SQLResource.loadedText("sync_field_states", in: .module)
    /// A record's field stamps: field and stamp, what a local write is planned on. Takes the
    /// record's `SyncFieldRow.group(table:record:)`. `SQL/sync_field_stamps.sql`.
    static let fieldStamps = SQLResource.loadedText("sync_field_stamps", in: .module)
    /// Stores one field state. Takes owner, field, value and stamp. `SQL/sync_save_field_state.sql`.
    static let saveFieldState = SQLResource.loadedText("sync_save_field_state", in: .module)
    /// Removes a record's deletion state. Takes its owner. `SQL/sync_remove_deletion.sql`.
    static let removeDeletion = SQLResource.loadedText("sync_remove_deletion", in: .module)
    /// Appends one change to the log. Takes table, record, field, value, stamp, previous stamp
    /// and replica. `SQL/sync_log.sql`.
    static let log = SQLResource.loadedText("sync_log", in: .module)
    /// Whether a change is in the log: takes its stamp, table, record and field.
    /// `SQL/sync_logged.sql`.
    static let logged = SQLResource.loadedText("sync_logged", in: .module)
    /// A page of other replicas' changes after a sequence: takes the sequence, the asking
    /// replica and the page's size. `SQL/sync_page.sql`.
    static let page = SQLResource.loadedText("sync_page", in: .module)
    /// A page of one replica's own changes after a sequence: takes the sequence, the replica
    /// and the page's size. `SQL/sync_unpushed.sql`.
    static let unpushed = SQLResource.loadedText("sync_unpushed", in: .module)
    /// The number of one replica's changes after a sequence. `SQL/sync_unpushed_count.sql`.
    static let unpushedCount = SQLResource.loadedText("sync_unpushed_count", in: .module)
    /// The newest change's stamp. `SQL/sync_last_stamp.sql`.
    static let lastStamp = SQLResource.loadedText("sync_last_stamp", in: .module)
}
