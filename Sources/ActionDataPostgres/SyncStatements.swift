import ActionDataStorage

/// The sync statements in `SQL/`, each read once. Those taking many rows take them as arrays
/// (`unnest($n::text[])`), so one round trip serves a whole push.
enum SyncStatements {
    /// The indexes of the change log (by stamp, and by replica in log order) and of the field
    /// states (by record): `SQL/sync_indexes.sql`.
    static let indexes = SQLResource.loadedStatements("sync_indexes", in: .module)
    /// The field states of records: owner, field, value and stamp. Takes the records'
    /// `SyncFieldRow.group(table:record:)`s as a `text[]`. `SQL/sync_field_states.sql`.
    static let fieldStates = SQLResource.loadedText("sync_field_states", in: .module)
    /// A select list's column: a record's field states as one `text[]`, field, value and stamp
    /// after each other (empty for none), read with its row. Takes the record's
    /// `SyncFieldRow.group(table:record:)` as `$1`. `SQL/sync_record_states.sql`.
    static let recordStates = SQLResource.loadedText("sync_record_states", in: .module)
    /// The changes of a batch that are in the log already: stamp, table, record and field.
    /// Takes the four as `text[]`s. `SQL/sync_logged.sql`.
    static let logged = SQLResource.loadedText("sync_logged", in: .module)
    /// Takes the transaction-scoped locks of records, in the order of their hashes so that
    /// transactions locking several wait for each other instead of deadlocking. Takes the
    /// records' `SyncFieldRow.group(table:record:)`s as a `text[]`. `SQL/sync_record_locks.sql`.
    static let recordLocks = SQLResource.loadedText("sync_record_locks", in: .module)
    /// Creates (or replaces) the server-side function that writes field states (upserted),
    /// removes field states, and appends changes to the log with ids from the log's key
    /// counter, in one statement whose plan each connection keeps.
    /// `SQL/sync_journal_function.sql`.
    static let journalFunction = SQLResource.loadedText("sync_journal_function", in: .module)
    /// Calls the journal function. Takes the log's stored table name, then the field states'
    /// five columns, the removed states' ids, and the changes' seven columns, each a `text[]`.
    /// `SQL/sync_journal.sql`.
    static let journal = SQLResource.loadedText("sync_journal", in: .module)
    /// Creates (or replaces) the server-side function that journals a local save of a stored
    /// record, its row already updated and locked: it compares each field's tagged value with
    /// the field's state and writes the changed fields' states and log entries, all with the
    /// save's stamp. It answers `NULL` when it did; an empty text, writing nothing, when the
    /// record has no row; and, writing nothing, a stamp of the record that does not parse, or
    /// its newest when that is not older than the save's. `SQL/sync_save_function.sql`.
    static let saveFunction = SQLResource.loadedText("sync_save_function", in: .module)
    /// Calls the save function after a `"row"` part that updates the record's row, returning
    /// a row when there is one. Takes the log's stored table name, the table, the record's key
    /// and its `SyncFieldRow.group(table:record:)`, the save's stamp and replica, then the
    /// fields' names and tagged values as `text[]`s. Its one column is the function's answer,
    /// `"unjournaled"`. `SQL/sync_save.sql`.
    static let save = SQLResource.loadedText("sync_save", in: .module)
    /// Calls the save function again, with a later stamp, for a row the statement of
    /// ``save`` updated: the same arguments. `SQL/sync_save_again.sql`.
    static let saveAgain = SQLResource.loadedText("sync_save_again", in: .module)
    /// The last sequence stamped before a time: takes the 16 digits a stamp's text starts
    /// with. `SQL/sync_last_before.sql`.
    static let lastBefore = SQLResource.loadedText("sync_last_before", in: .module)
    /// Removes the field changes at or before a sequence that a later change of their field
    /// follows, and counts them. `SQL/sync_compact_fields.sql`.
    static let compactFields = SQLResource.loadedText("sync_compact_fields", in: .module)
    /// The records whose tombstones are at or before a sequence: table and key.
    /// `SQL/sync_tombstones_through.sql`.
    static let tombstonesThrough = SQLResource.loadedText("sync_tombstones_through", in: .module)
    /// Removes the tombstones at or before a sequence with every earlier change of their
    /// records. `SQL/sync_compact_deleted.sql`.
    static let compactDeleted = SQLResource.loadedText("sync_compact_deleted", in: .module)
    /// The log's rows and its last sequence. `SQL/sync_log_size.sql`.
    static let logSize = SQLResource.loadedText("sync_log_size", in: .module)
    /// Removes the field states of records: takes their owners as a `text[]`.
    /// `SQL/sync_remove_states.sql`.
    static let removeStates = SQLResource.loadedText("sync_remove_states", in: .module)
    /// The log's start setting, its last sequence and its identifier setting, in one round
    /// trip. `SQL/sync_log_bounds.sql`.
    static let logBounds = SQLResource.loadedText("sync_log_bounds", in: .module)
    /// The condition on the log's rows of a page of the changes after a sequence but a
    /// replica's: takes the sequence and the replica. `SQL/sync_page.sql`.
    static let page = SQLResource.loadedText("sync_page", in: .module)
    /// The condition on the log's rows of a page of every change after a sequence: takes the
    /// sequence. `SQL/sync_page_all.sql`.
    static let pageOfAll = SQLResource.loadedText("sync_page_all", in: .module)
    /// The condition on the log's rows of a page of the changes after a sequence but the
    /// asking replica's, of the records it sees: `{seen}` replaced by ``seenHeld`` or'ed with
    /// ``seenTable`` and ``seenRecords`` parts; takes the sequence and the asking replica.
    /// `SQL/sync_page_seen.sql`.
    static let pageSeen = SQLResource.loadedText("sync_page_seen", in: .module)
    /// Whether the log's change is of a record the replica holds: takes the prefix of the
    /// replica's holdings' keys. `SQL/sync_seen_held.sql`.
    static let seenHeld = SQLResource.loadedText("sync_seen_held", in: .module)
    /// Whether the log's change is of a table: takes the table. `SQL/sync_seen_table.sql`.
    static let seenTable = SQLResource.loadedText("sync_seen_table", in: .module)
    /// Whether the log's change is of a record of a table a filter selects: `{match}` replaced
    /// by the key's match (``seenKeyText``, ``seenKeyInteger`` or ``seenKeyOther``), then a
    /// template of the table and key (`SQLResource.perTable(_:table:key:)`) with `{filter}`, the
    /// filter's condition; takes the table. `SQL/sync_seen_records.sql`.
    static let seenRecords = SQLResource.loadedText("sync_seen_records", in: .module)
    /// A text key matching the log's record. `SQL/sync_seen_key_text.sql`.
    static let seenKeyText = SQLResource.loadedText("sync_seen_key_text", in: .module)
    /// An integer key matching the log's record, read as an integer where it is one, so the
    /// key's index finds it. `SQL/sync_seen_key_integer.sql`.
    static let seenKeyInteger = SQLResource.loadedText("sync_seen_key_integer", in: .module)
    /// A key of another type matching the log's record as text. `SQL/sync_seen_key_other.sql`.
    static let seenKeyOther = SQLResource.loadedText("sync_seen_key_other", in: .module)
}
