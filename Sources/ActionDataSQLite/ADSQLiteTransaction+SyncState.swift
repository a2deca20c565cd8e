import ActionData
import ActionDataStorage
import GRDB

/// A synced record as this replica stores it, as a write needs it: its row, and the stamps of
/// its field states — in the row itself (`SyncStampsColumn`) while it is stored, in the states'
/// table, the deletion's under the empty name, once it is deleted.
struct StoredSyncRecord {
    var row: ADRecord?
    /// Field name to stamp text.
    var stamps: [String: String] = [:]

    /// ``stamps`` parsed, as a plan compares them.
    func parsedStamps() throws(ADSQLiteError) -> [String: ADSyncStamp] {
        var parsed: [String: ADSyncStamp] = [:]
        parsed.reserveCapacity(stamps.count)
        for (field, text) in stamps {
            parsed[field] = try ADSQLiteTransaction.storage { () throws(ADSyncError) in try ADSyncStamp(text: text) }
        }
        return parsed
    }
}

/// Sync: where the field states of a synced record are stored, and how a plan is written.
extension ADSQLiteTransaction {
    /// The record `key` of `table` with the stamps of its field states: what a local write is
    /// planned on.
    func storedSyncRecord(_ table: String, _ key: String) throws(ADSQLiteError) -> StoredSyncRecord {
        if let (row, stamps) = try loadRow(key: .string(key), from: table) {
            return StoredSyncRecord(row: row, stamps: try SyncStampsColumn.stamps(stamps, table: table))
        }
        return StoredSyncRecord(row: nil, stamps: try setAsideStamps(table, key))
    }

    /// The record `key` of `table` with its field states, values and all: what a merge is
    /// planned on. A stored record's values are its row's.
    func syncRecord(_ table: String, _ key: String) throws(ADSQLiteError) -> (held: StoredSyncRecord, state: SyncRecordState) {
        if let (row, text) = try loadRow(key: .string(key), from: table) {
            let held = StoredSyncRecord(row: row, stamps: try SyncStampsColumn.stamps(text, table: table))
            var fields: [String: SyncFieldState] = [:]
            for (field, stamp) in try held.parsedStamps() { fields[field] = SyncFieldState(value: row[field] ?? .null, stamp: stamp) }
            return (held, SyncRecordState(row: row, fields: fields))
        }
        let fields = try setAsideStates(table, key)
        return (StoredSyncRecord(row: nil, stamps: fields.mapValues(\.stamp.text)), SyncRecordState(row: nil, fields: fields))
    }

    /// Writes what a merge or a local write decided about the record `key` of `table`, which
    /// was `held`: its row with its stamps while it is stored; its states in the states'
    /// table once it is not.
    func write(_ plan: SyncMergePlan, table: String, key: String, held: StoredSyncRecord) throws(ADSQLiteError) {
        var stamps = held.stamps
        for field in plan.fields { stamps[field.field] = field.stamp }
        if let row = plan.rowChanged ? plan.row : held.row {
            stamps[""] = nil
            let text = SyncStampsColumn.text(stamps)
            if plan.rowChanged {
                _ = try writeRow(row, in: table, stamps: text)
            } else if !plan.fields.isEmpty {
                try updateStamps(text, of: key, in: table)
            }
            if held.row == nil, !held.stamps.isEmpty { try removeSetAsideStates(of: key, in: table) }
        } else if let before = held.row {
            // Deleted now: the states move to the states' table, each value the row's unless the plan set it.
            _ = try removeRow(key: .string(key), from: table)
            let group = SyncFieldRow.group(table: table, record: key)
            let planned = Set(plan.fields.map(\.field))
            for (field, stamp) in stamps where !planned.contains(field) {
                try saveFieldState(SyncFieldRow(group: group, field: field, value: TaggedValue.text(before[field] ?? .null), stamp: stamp))
            }
            for field in plan.fields { try saveFieldState(field) }
        } else {
            // Still without a row. (A plan that removes the deletion revives the record, above.)
            for field in plan.fields { try saveFieldState(field) }
        }
        try log(plan.logged)
        for conflict in plan.conflicts { try save(conflict) }
    }

    /// Appends `changes` to the log, this replica's own with the empty replica (see
    /// `SyncStatements.tables`).
    func log(_ changes: [ADSyncChange]) throws(ADSQLiteError) {
        guard !changes.isEmpty else { return }
        let (statement, own) = (try SyncStatements.log.get(), try syncClock().replica)
        try attempt(SyncLogRow.tableName) {
            let log = try db.cachedStatement(sql: statement)
            for row in SyncLogRow.rows(changes) {
                let values = [row.table, row.record, row.field, row.value, row.stamp, row.previous, row.replica == own ? "" : row.replica]
                try log.setStoredArguments(values.map { $0.databaseValue })
                try log.execute()
            }
        }
    }

    /// Gives the synced table `schema` describes the stamps' column, unless it has it, moving
    /// into it the states an earlier build kept in the states' table for its stored records.
    func adoptStampsColumn(_ schema: ADTableSchema) throws(ADSQLiteError) {
        let table = schema.tableName
        let (check, adopt) = (try SyncStatements.hasStampsColumn.get(), try SyncStatements.stampsColumn.get())
        try attempt(table) {
            guard try Int.fetchOne(db, sql: check, arguments: [SQLIdentifier.storedName(table)]) == 0 else { return }
            let owners = SyncFieldRow.group(table: table, record: "")
            for (index, template) in adopt.enumerated() {
                let sql = SyncStatements.perTable(template, table: table, key: schema.primaryKey)
                try db.execute(sql: sql, arguments: index == 0 ? [] : [owners])
            }
        }
        saves.statements.removeAll()
    }

    /// Sets the stamps of the stored record `key` of `table`, its values as they are.
    private func updateStamps(_ text: String, of key: String, in table: String) throws(ADSQLiteError) {
        let schema = try schema(of: table)
        let sql = SyncStatements.perTable(try SyncStatements.updateStamps.get(), table: table, key: schema.primaryKey)
        try attempt(table) { try db.cachedStatement(sql: sql).execute(arguments: [text, key]) }
    }

    /// The field states the states' table holds for the record `key` of `table`: a deleted
    /// record's, its deletion's under the empty name.
    private func setAsideStates(_ table: String, _ key: String) throws(ADSQLiteError) -> [String: SyncFieldState] {
        let statement = try SyncStatements.fieldStates.get()
        let rows = try attempt(SyncFieldRow.tableName) {
            try Row.fetchAll(db.cachedStatement(sql: statement), arguments: [SyncFieldRow.group(table: table, record: key)])
        }
        var fields: [String: SyncFieldState] = [:]
        for stored in rows {
            let field: String = stored[0]
            let (value, stamp): (String, String) = (stored[1], stored[2])
            fields[field] = try Self.storage { () throws(ADSyncError) in try SyncFieldState(storedValue: value, stamp: stamp) }
        }
        return fields
    }

    /// The stamps of the field states the states' table holds for the record `key` of `table`,
    /// read straight from SQLite's columns.
    private func setAsideStamps(_ table: String, _ key: String) throws(ADSQLiteError) -> [String: String] {
        let sql = try SyncStatements.fieldStamps.get()
        return try attempt(SyncFieldRow.tableName) { () throws -> [String: String] in
            let statement = try db.cachedStatement(sql: sql)
            let rows = try Row.fetchCursor(statement, arguments: [SyncFieldRow.group(table: table, record: key)])
            var stamps: [String: String] = [:]
            while try rows.next() != nil {
                stamps[StoredColumn.text(statement.sqliteStatement, at: 0)] = StoredColumn.text(statement.sqliteStatement, at: 1)
            }
            return stamps
        }
    }

    /// Stores one field state in the states' table.
    func saveFieldState(_ field: SyncFieldRow) throws(ADSQLiteError) {
        let statement = try SyncStatements.saveFieldState.get()
        try attempt(SyncFieldRow.tableName) {
            try db.cachedStatement(sql: statement).execute(arguments: [field.owner, field.field, field.value, field.stamp])
        }
    }

    /// Removes every state the states' table holds for the record `key` of `table`: it is
    /// stored again.
    func removeSetAsideStates(of key: String, in table: String) throws(ADSQLiteError) {
        let statement = try SyncStatements.removeStates.get()
        try attempt(SyncFieldRow.tableName) {
            try db.cachedStatement(sql: statement).execute(arguments: [SyncFieldRow.group(table: table, record: key)])
        }
    }
}
