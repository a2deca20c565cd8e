import ActionDataStorage

/// The statements sync runs on every save of a synced table and on every change merged, in
/// `SQL/`, each read once: the change log and the field states, read and written by key or
/// index, without the model coder.
enum SyncStatements {
    /// Creates the states' table, which holds the field states of records that have no row
    /// (deleted ones, their deletion's among them; a stored record's stamps are in its row,
    /// `SyncStampsColumn`), one row a field keyed by record and field so a record's states sit
    /// together, and the change log's one index: by stamp, of the changes received from other
    /// replicas only (this replica's own have the empty replica), so a local save writes no
    /// index entry. The log's table is made first, from `SyncLogRow`.
    /// `SQL/sync_tables.sql`.
    static let tables = SQLResource.loadedStatements("sync_tables", in: .module)
    /// Whether the change log is an earlier build's: a count of its index by replica, which
    /// this build does not make. `SQL/sync_log_is_earlier.sql`.
    static let logIsEarlier = SQLResource.loadedText("sync_log_is_earlier", in: .module)
    /// Marks an earlier log's own changes as this build does, with the empty replica. Takes
    /// the replica's identifier. `SQL/sync_log_own_rows.sql`.
    static let logOwnRows = SQLResource.loadedText("sync_log_own_rows", in: .module)
    /// Drops an earlier log's indexes, by replica and by stamp, once its own changes are
    /// marked. `SQL/sync_log_drop_earlier_indexes.sql`.
    static let dropEarlierLogIndexes = SQLResource.loadedStatements("sync_log_drop_earlier_indexes", in: .module)
    /// Sets aside the field states of a file synced before they were keyed by record and field
    /// (a rowid table made from `SyncFieldRow`, keyed by `id`), before ``tables`` makes the
    /// keyed one. `SQL/sync_fields_set_aside.sql`.
    static let setAsideFields = SQLResource.loadedStatements("sync_fields_set_aside", in: .module)
    /// Moves the set-aside field states into the keyed table and drops theirs.
    /// `SQL/sync_fields_take_back.sql`.
    static let takeBackFields = SQLResource.loadedStatements("sync_fields_take_back", in: .module)
    /// The states' table's field states of a record: field, value and stamp. Takes the record's
    /// `SyncFieldRow.group(table:record:)`. `SQL/sync_field_states.sql`.
    static let fieldStates = SQLResource.loadedText("sync_field_states", in: .module)
    /// The states' table's stamps of a record: field and stamp, what a local write is planned on. Takes the
    /// record's `SyncFieldRow.group(table:record:)`. `SQL/sync_field_stamps.sql`.
    static let fieldStamps = SQLResource.loadedText("sync_field_stamps", in: .module)
    /// Removes every state of a record from the states' table: it is stored live again, its
    /// stamps in its row. Takes its owner. `SQL/sync_remove_states.sql`.
    static let removeStates = SQLResource.loadedText("sync_remove_states", in: .module)
    /// Whether a table has the stamps' column (`SyncStampsColumn`): a count. Takes the table's
    /// stored name. `SQL/sync_has_stamps_column.sql`.
    static let hasStampsColumn = SQLResource.loadedText("sync_has_stamps_column", in: .module)
    /// Gives a synced table the stamps' column and moves into it its live records' states
    /// from the states' table. A template of the table and key (``perTable(_:table:key:)``);
    /// takes the table's owner prefix (``SyncFieldRow/group(table:record:)`` of an empty
    /// record) in its update and its delete. `SQL/sync_stamps_column.sql`.
    static let stampsColumn = SQLResource.loadedStatements("sync_stamps_column", in: .module)
    /// Sets a live record's stamps without touching its values. A template of the table and
    /// key (``perTable(_:table:key:)``); takes the stamps' text and the key.
    /// `SQL/sync_update_stamps.sql`.
    static let updateStamps = SQLResource.loadedText("sync_update_stamps", in: .module)

    /// Stores one field state. Takes owner, field, value and stamp. `SQL/sync_save_field_state.sql`.
    static let saveFieldState = SQLResource.loadedText("sync_save_field_state", in: .module)
    /// Appends one change to the log. Takes table, record, field, value, stamp, previous stamp
    /// and replica (empty for this replica's own). `SQL/sync_log.sql`.
    static let log = SQLResource.loadedText("sync_log", in: .module)
    /// Whether a change received from another replica is in the log: takes its stamp, table,
    /// record and field. `SQL/sync_logged.sql`.
    static let logged = SQLResource.loadedText("sync_logged", in: .module)
    /// A page of the changes after a sequence but the asking replica's: takes the sequence,
    /// the asking replica and the page's size. `SQL/sync_page.sql`.
    static let page = SQLResource.loadedText("sync_page", in: .module)
    /// A page of the changes after a sequence but the asking replica's, of the records it sees:
    /// `{seen}` replaced by ``seenHeld`` or'ed with ``seenTable`` and ``seenRecords`` parts;
    /// takes the sequence, the asking replica, the parts' arguments and the page's size.
    /// `SQL/sync_page_seen.sql`.
    static let pageSeen = SQLResource.loadedText("sync_page_seen", in: .module)
    /// Whether the log's change is of a record the replica holds: takes the prefix of the
    /// replica's holdings' keys. `SQL/sync_seen_held.sql`.
    static let seenHeld = SQLResource.loadedText("sync_seen_held", in: .module)
    /// Whether the log's change is of a table: takes the table. `SQL/sync_seen_table.sql`.
    static let seenTable = SQLResource.loadedText("sync_seen_table", in: .module)
    /// Whether the log's change is of a record of a table a filter selects: a template of the
    /// table and key (``perTable(_:table:key:)``) and `{filter}`, the filter's condition; takes
    /// the table, then the filter's arguments. `SQL/sync_seen_records.sql`.
    static let seenRecords = SQLResource.loadedText("sync_seen_records", in: .module)
    /// A page of the changes after a sequence: takes the sequence and the page's size.
    /// `SQL/sync_page_all.sql`.
    static let pageOfAll = SQLResource.loadedText("sync_page_all", in: .module)
    /// A page of this replica's own changes after a sequence: takes the sequence and the
    /// page's size. `SQL/sync_unpushed.sql`.
    static let unpushed = SQLResource.loadedText("sync_unpushed", in: .module)
    /// The number of this replica's own changes after a sequence. `SQL/sync_unpushed_count.sql`.
    static let unpushedCount = SQLResource.loadedText("sync_unpushed_count", in: .module)
    /// Where a push may start once it sent everything up to a sequence: the log's newest
    /// key when only received changes follow that sequence, `NULL` when an own change does.
    /// Takes the sequence. `SQL/sync_pushed_past_received.sql`.
    static let pushedPastReceived = SQLResource.loadedText("sync_pushed_past_received", in: .module)
    /// The newest change's stamp. `SQL/sync_last_stamp.sql`.
    static let lastStamp = SQLResource.loadedText("sync_last_stamp", in: .module)
    /// The latest stamp in the log made no later than a time: takes the time's milliseconds
    /// as the 16 digits a stamp's text starts with. `SQL/sync_latest_stamp_within.sql`.
    static let latestStampWithin = SQLResource.loadedText("sync_latest_stamp_within", in: .module)
    /// Gives a logged change a new stamp and previous stamp: takes both texts and its sequence.
    /// `SQL/sync_restamp.sql`.
    static let restamp = SQLResource.loadedText("sync_restamp", in: .module)
    /// The last sequence stamped before a time: takes the time's milliseconds as the 16 digits
    /// a stamp's text starts with. `SQL/sync_last_before.sql`.
    static let lastBefore = SQLResource.loadedText("sync_last_before", in: .module)
    /// Removes the field changes at or before a sequence that a later change of their field
    /// follows. `SQL/sync_compact_fields.sql`.
    static let compactFields = SQLResource.loadedText("sync_compact_fields", in: .module)
    /// The records whose tombstones are at or before a sequence: table and key.
    /// `SQL/sync_tombstones_through.sql`.
    static let tombstonesThrough = SQLResource.loadedText("sync_tombstones_through", in: .module)
    /// Removes the tombstones at or before a sequence with every earlier change of their
    /// records. `SQL/sync_compact_deleted.sql`.
    static let compactDeleted = SQLResource.loadedText("sync_compact_deleted", in: .module)
    /// The log's rows. `SQL/sync_log_count.sql`.
    static let logCount = SQLResource.loadedText("sync_log_count", in: .module)
    /// The newest change's sequence, `0` for an empty log. `SQL/sync_last_sequence.sql`.
    static let lastSequence = SQLResource.loadedText("sync_last_sequence", in: .module)
    /// The keys of a table's records that the snapshot being taken in did not hold. A template
    /// of the table and key (``perTable(_:table:key:)``); takes the table's owner prefix
    /// (``SyncFieldRow/group(table:record:)`` of an empty record). `SQL/sync_unheld_keys.sql`.
    static let unheldKeys = SQLResource.loadedText("sync_unheld_keys", in: .module)

    /// Marks a record held by the snapshot being taken in; takes its
    /// ``SyncFieldRow/group(table:record:)``. `SQL/sync_mark_held.sql`.
    static let markHeld = SQLResource.loadedText("sync_mark_held", in: .module)
    /// Whether the states' table holds a record's states; takes its
    /// ``SyncFieldRow/group(table:record:)``. `SQL/sync_has_states.sql`.
    static let hasStates = SQLResource.loadedText("sync_has_states", in: .module)
    /// Whether a table holds any row. A template of the table (``perTable(_:table:key:)``).
    /// `SQL/sync_table_has_rows.sql`.
    static let tableHasRows = SQLResource.loadedText("sync_table_has_rows", in: .module)
    /// Whether the states' table holds any record's states. `SQL/sync_has_any_states.sql`.
    static let hasAnyStates = SQLResource.loadedText("sync_has_any_states", in: .module)
    /// Removes a received change from the log, so it is taken again when it comes again: its
    /// stamp, table, record and field. `SQL/sync_forget_received.sql`.
    static let forgetReceived = SQLResource.loadedText("sync_forget_received", in: .module)
    /// Removes every change of a record that other replicas made from the log, so they are
    /// taken again when they come again: its table and key. `SQL/sync_forget_record_received.sql`.
    static let forgetRecordReceived = SQLResource.loadedText("sync_forget_record_received", in: .module)

    /// A template statement for one table (`SQLResource.perTable(_:table:key:)`).
    static func perTable(_ template: String, table: String, key: String) -> String {
        SQLResource.perTable(template, table: table, key: key)
    }
}
