import ActionData
import ActionDataStorage
import OrderedCollections

/// Sync: what merges and local writes decided, written for many records at once, and the
/// state they are decided on, read for many records at once — a round trip for each kind of
/// row, not one for each row.
extension ADPostgresTransaction {
    /// What a merge or a local write decided for one record.
    struct JournalEntry {
        let plan: SyncMergePlan
        let table: String
        let key: String
    }

    /// The most rows one multi-row statement writes or reads: PostgreSQL binds at most 65,535
    /// values to a statement.
    private static let rowsPerStatement = 500

    /// Writes what merges or local writes decided: the rows, then the field states and the log
    /// in one statement, with `row` when a local save gives one (its key set, its columns
    /// typed), then the conflicts.
    func write(_ entries: [JournalEntry], row: (record: ADRecord, schema: ADTableSchema)? = nil) async throws(ADPostgresError) {
        try await writeRows(entries)
        try await writeJournal(entries, row: row)
        for entry in entries {
            for conflict in entry.plan.conflicts { try await save(conflict) }
        }
    }

    /// Writes the rows the plans changed: deletes one by one, saves of one table with the
    /// same columns in multi-row statements.
    private func writeRows(_ entries: [JournalEntry]) async throws(ADPostgresError) {
        var saves = OrderedDictionary<[String], [ADRecord]>()
        for entry in entries where entry.plan.rowChanged {
            guard let row = entry.plan.row else {
                _ = try await removeRow(key: .string(entry.key), from: entry.table)
                continue
            }
            let schema = try await schema(of: entry.table)
            if row.contains(where: { field in schema.columns[field.key] == .untyped && !field.value.isNull }) {
                _ = try await writeRow(row, in: entry.table)
            } else {
                saves[[entry.table] + row.fieldNames, default: []].append(row)
            }
        }
        for (shape, rows) in saves {
            guard let table = shape.first else { continue }
            for chunk in Self.statementChunks(rows) { try await upsert(chunk, columns: Array(shape.dropFirst()), in: table) }
        }
    }

    /// Inserts or updates `rows`, each with exactly `columns`, in one statement.
    private func upsert(_ rows: ArraySlice<ADRecord>, columns: [String], in table: String) async throws(ADPostgresError) {
        let schema = try await schema(of: table)
        let quoted = columns.map(SQLIdentifier.quoted)
        let key = SQLIdentifier.quoted(schema.primaryKey)
        var statement = PostgresStatement("INSERT INTO \(SQLIdentifier.quoted(table)) (\(quoted.joined(separator: ", "))) VALUES ")
        for (index, row) in rows.enumerated() {
            statement.append(index == 0 ? "(" : ", (")
            for (position, column) in columns.enumerated() {
                if position > 0 { statement.append(", ") }
                statement.bind(try Self.boundValue(row[column] ?? .null, of: column, in: schema))
            }
            statement.append(")")
        }
        let updates = quoted.filter { $0 != key }.map { "\($0) = excluded.\($0)" }
        statement.append(" ON CONFLICT (\(key)) DO " + (updates.isEmpty ? "NOTHING" : "UPDATE SET " + updates.joined(separator: ", ")))
        _ = try await run(statement, table: table)
    }

    /// Writes the entries' field states, removals and log entries (the journal function,
    /// `SyncStatements.journalFunction`), and `row`, in one statement. A state both written and
    /// removed is removed, as writing then removing would leave it.
    private func writeJournal(_ entries: [JournalEntry], row: (record: ADRecord, schema: ADTableSchema)?) async throws(ADPostgresError) {
        var states = OrderedDictionary<String, SyncFieldRow>()
        var removed: [String] = []
        var logged: [SyncLogRow] = []
        for entry in entries {
            for field in entry.plan.fields { states[field.id] = field }
            if entry.plan.removesDeletion { removed.append(SyncFieldRow.key(table: entry.table, record: entry.key, field: "")) }
            logged += SyncLogRow.rows(entry.plan.logged)
        }
        for id in removed { states[id] = nil }
        guard !states.isEmpty || !removed.isEmpty || !logged.isEmpty else {
            if let row {
                var statement = PostgresStatement()
                try Self.appendUpsert(row.record, schema: row.schema, to: &statement)
                _ = try await run(statement, table: row.schema.tableName)
            }
            return
        }
        try await registerOnce(SyncLogRow.self)
        try await registerOnce(SyncFieldRow.self)
        let fields = SyncFieldRow.tableName
        let log = SyncLogRow.tableName
        let call = try SyncStatements.journal.get()
        // The journal's arguments are bound first, as `$1`…`$14`; a row's upsert, a `WITH` part
        // that runs whatever the call reads, binds its values after them.
        var statement = PostgresStatement(numbered: row == nil ? call : "WITH \"row\" AS (", values: [.text(SQLIdentifier.storedName(log))])
        let rows = Array(states.values)
        for (column, texts) in [
            ("id", rows.map(\.id)), ("owner", rows.map(\.owner)), ("field", rows.map(\.field)), ("value", rows.map(\.value)),
            ("stamp", rows.map(\.stamp)),
        ] {
            statement.append(array: try Self.texts(texts, column: column, table: fields))
        }
        statement.append(array: try Self.texts(removed, column: "id", table: fields))
        for (column, texts) in [
            ("table", logged.map(\.table)), ("record", logged.map(\.record)), ("field", logged.map(\.field)),
            ("value", logged.map(\.value)), ("stamp", logged.map(\.stamp)), ("previous", logged.map(\.previous)),
            ("replica", logged.map(\.replica)),
        ] {
            statement.append(array: try Self.texts(texts, column: column, table: log))
        }
        if let row {
            try Self.appendUpsert(row.record, schema: row.schema, to: &statement)
            statement.append(") " + call)
        }
        _ = try await run(statement, table: log)
    }

    /// The rows of `keys` in `table`, locked to the end of the transaction, by key.
    func lockedRows(keys: [String], from table: String) async throws(ADPostgresError) -> [String: ADRecord] {
        let schema = try await schema(of: table)
        var rows: [String: ADRecord] = [:]
        for chunk in Self.statementChunks(keys) {
            var parts: [SQLFragment.Part] = [.sql("\(SQLIdentifier.quoted(schema.primaryKey)) IN (")]
            for (index, key) in chunk.enumerated() {
                if index > 0 { parts.append(.sql(", ")) }
                parts.append(.argument(try Self.text(key, column: schema.primaryKey, table: table)))
            }
            parts.append(.sql(")"))
            let condition = SQLFragment(parts: parts, kind: .boolean)
            for row in try await select(schema, where: condition, orderBy: [], limit: nil, locking: true) {
                if case .string(let key)? = row[schema.primaryKey] { rows[key] = row }
            }
        }
        return rows
    }

    /// `items` in runs of at most ``rowsPerStatement``, a statement each.
    private static func statementChunks<Item>(_ items: [Item]) -> [ArraySlice<Item>] {
        stride(from: 0, to: items.count, by: rowsPerStatement).map { start in items[start..<min(start + rowsPerStatement, items.count)] }
    }

    /// The field states of the records `groups` names (each a `SyncFieldRow.group(table:record:)`),
    /// by group and field.
    func fieldStates(of groups: [String]) async throws(ADPostgresError) -> [String: [String: SyncFieldState]] {
        guard !groups.isEmpty else { return [:] }
        try await registerOnce(SyncFieldRow.self)
        let fieldsTable = SyncFieldRow.tableName
        var statement = PostgresStatement(numbered: try SyncStatements.fieldStates.get(), values: [])
        statement.append(array: try Self.texts(groups, column: "owner", table: fieldsTable))
        var states: [String: [String: SyncFieldState]] = [:]
        for stored in try await run(statement, table: fieldsTable) {
            let owner = try decode(stored, String.self, at: 0, table: fieldsTable)
            let field = try decode(stored, String.self, at: 1, table: fieldsTable)
            let value = try decode(stored, String.self, at: 2, table: fieldsTable)
            let stamp = try decode(stored, String.self, at: 3, table: fieldsTable)
            states[owner, default: [:]][field] = try Self.storage { () throws(ADSyncError) in try SyncFieldState(storedValue: value, stamp: stamp) }
        }
        return states
    }

    /// Which of `changes` are in the log already (pushes retried after their answer was
    /// lost), by stamp, table, record and field.
    func loggedChanges(_ changes: [ADSyncChange]) async throws(ADPostgresError) -> Set<[String]> {
        guard !changes.isEmpty else { return [] }
        try await registerOnce(SyncLogRow.self)
        let log = SyncLogRow.tableName
        var statement = PostgresStatement(numbered: try SyncStatements.logged.get(), values: [])
        statement.append(array: try Self.texts(changes.map(\.stamp.text), column: "stamp", table: log))
        statement.append(array: try Self.texts(changes.map(\.table), column: "table", table: log))
        statement.append(array: try Self.texts(changes.map(\.record), column: "record", table: log))
        statement.append(array: try Self.texts(changes.map(\.field), column: "field", table: log))
        var found: Set<[String]> = []
        for row in try await run(statement, table: log) {
            found.insert([
                try decode(row, String.self, at: 0, table: log), try decode(row, String.self, at: 1, table: log),
                try decode(row, String.self, at: 2, table: log), try decode(row, String.self, at: 3, table: log),
            ])
        }
        return found
    }

    /// `texts` as an array PostgreSQL can store: refused, naming the column, when one holds a
    /// NUL, so no statement of the transaction fails on it.
    static func texts(_ texts: [String], column: String, table: String) throws(ADPostgresError) -> [String] {
        for text in texts where text.utf8.contains(0) { _ = try Self.text(text, column: column, table: table) }
        return texts
    }
}
