import ActionData
import ActionDataStorage
import Foundation

/// Sync: the change log written with every save and delete of a synced table, in the
/// transaction of the write (`ADSyncProvider`).
///
/// Several nodes share one database, so each ``ADPostgresProvider`` is a replica of its own:
/// its identifier is made when its clock is first needed, and is stored nowhere.
extension ADPostgresTransaction {
    /// A synced table as a write needs it.
    struct SyncedTable {
        let rules: ADSyncRules
        let template: ADRecord
        let clock: SyncClock
    }

    /// The synced table `table`, or `nil` when it does not sync.
    func syncedTable(_ table: String) async throws(ADPostgresError) -> SyncedTable? {
        if !registry.sync.isLoaded { try await loadSyncedTables() }
        guard let entry = registry.sync.table(table) else { return nil }
        let template: ADRecord
        if let known = entry.template {
            template = known
        } else {
            template = SyncRegistry.nullTemplate(try await schema(of: table))
        }
        return SyncedTable(rules: entry.rules, template: template, clock: try await syncClock())
    }

    /// Reads which tables sync, once per provider.
    private func loadSyncedTables() async throws(ADPostgresError) {
        do {
            _ = try await schema(of: SyncTableRow.tableName)
        } catch where error.kind.isUnknownTable {
            registry.sync.load([])
            return
        }
        let names = try await load(SyncTableRow.self).map(\.name)
        if !names.isEmpty {
            // A database an earlier build synced may have no journal function yet.
            try await registerOnce(SyncLogRow.self)
            try await registerOnce(SyncFieldRow.self)
            try await createSyncObjects()
        }
        registry.sync.load(names)
    }

    /// Marks the table `schema` describes as synced, creating the log's tables and indexes.
    func registerSynced(_ schema: ADTableSchema, rules: ADSyncRules, template: ADRecord) async throws(ADPostgresError) {
        try SyncRegistry.checkKeys(schema)
        try await save(SyncTableRow(name: schema.tableName))
        try await registerOnce(SyncLogRow.self)
        try await registerOnce(SyncFieldRow.self)
        try await registerOnce(ADSyncConflict.self)
        try await registerOnce(SyncStateRow.self)
        try await createSyncObjects()
        registry.sync.add(schema.tableName, rules: rules, template: template)
    }

    /// Creates the log's indexes and its journal and save functions, or replaces the functions
    /// with this build's; nodes doing it at once would collide in the catalog, so one at a time.
    private func createSyncObjects() async throws(ADPostgresError) {
        try await SchemaStore.lock(SyncLogRow.tableName, self)
        let functions = [try SyncStatements.journalFunction.get(), try SyncStatements.saveFunction.get()]
        for statement in try SyncStatements.indexes.get() + functions {
            _ = try await run(PostgresStatement(statement), table: SyncLogRow.tableName)
        }
    }

    /// This provider's clock: a replica identifier of its own, made on first use, and its time
    /// past the newest change in the log.
    func syncClock() async throws(ADPostgresError) -> SyncClock {
        if let clock = registry.sync.clock { return clock }
        let last = try await load(SyncLogRow.self, orderBy: [.descending("id")], limit: 1).first
        let replica = "server-" + UUID().uuidString.lowercased()
        return registry.sync.keep(SyncClock(replica: replica, after: last.flatMap { try? ADSyncStamp(text: $0.stamp) }))
    }

    // MARK: Local writes

    func journaledSave(_ record: ADRecord, in table: String, _ synced: SyncedTable) async throws(ADPostgresError) -> ADRecord {
        var schema = try await schema(of: table)
        var keyed = record
        var state = SyncRecordState(row: nil, fields: [:])
        switch try KeyAssignment(schema, record: record) {
        case .uuid(let ordered):
            // A key made now is new everywhere: nothing is stored under it, here or elsewhere.
            keyed[schema.primaryKey] = KeyAssignment.newUUID(ordered: ordered)
            schema = try await learnTypes(of: keyed, in: schema)
        case .given:
            let key = try Self.textKey(keyed, schema)
            schema = try await learnTypes(of: keyed, in: schema)
            if try await saveJournaledInDatabase(keyed, key: key, schema: schema, clock: synced.clock) { return keyed }
            state = try await lockedRecord(key: .string(key), in: schema)
            // Deletes win: a deleted record stays deleted, as on every replica.
            if state.row == nil, state.deletion != nil, synced.rules.deletes == .deleteWins {
                throw ADPostgresError(.refused(.gone), table: table)
            }
        case .next, .computed:
            throw ADPostgresError(
                .invalidKey(column: schema.primaryKey, value: record[schema.primaryKey] ?? .null, reason: "a synced table's keys are text"),
                table: table)
        }
        let key = try Self.textKey(keyed, schema)
        Self.observe(state, on: synced.clock)
        let plan = SyncJournal.plan(
            table: table, key: key, primaryKey: schema.primaryKey, before: state.row, after: keyed, stamps: state.stamps, clock: synced.clock)
        try await write([JournalEntry(plan: plan, table: table, key: key)], row: (keyed, schema))
        return keyed
    }

    func journaledDelete(key: ADValue, from table: String, _ synced: SyncedTable) async throws(ADPostgresError) -> Bool {
        let schema = try await schema(of: table)
        guard let state = try await lockedState(key: key, in: schema), let before = state.row, try await removeRow(key: key, from: table) else {
            return false
        }
        let text = try Self.textKey(before, schema)
        Self.observe(state, on: synced.clock)
        let plan = SyncJournal.plan(
            table: table, key: text, primaryKey: schema.primaryKey, before: before, after: nil, stamps: state.stamps, clock: synced.clock)
        try await write([JournalEntry(plan: plan, table: table, key: text)])
        return true
    }

    /// The stored row of a synced record and its field states, the row locked to the end of
    /// the transaction. When there is none, the record's sync lock is taken and the row read
    /// again: a push creating the record meanwhile has then committed, or waits for this
    /// transaction.
    private func lockedRecord(key: ADValue, in schema: ADTableSchema) async throws(ADPostgresError) -> SyncRecordState {
        if let state = try await lockedState(key: key, in: schema) { return state }
        let text = try Self.textKey([schema.primaryKey: key], schema)
        try await lockSyncedRecords([SyncFieldRow.group(table: schema.tableName, record: text)])
        if let state = try await lockedState(key: key, in: schema) { return state }
        return try await syncState(schema.tableName, text, row: nil)
    }

    /// The stored row of the synced record `key` of the table `schema` describes, locked to the
    /// end of the transaction, with its field states, in one round trip; `nil` when there is no row.
    private func lockedState(key: ADValue, in schema: ADTableSchema) async throws(ADPostgresError) -> SyncRecordState? {
        let table = schema.tableName
        let group = SyncFieldRow.group(table: table, record: try Self.textKey([schema.primaryKey: key], schema))
        try await registerOnce(SyncFieldRow.self)
        let fields = Array(schema.columns)
        var statement = PostgresStatement(
            numbered: "SELECT \(Self.selectList(fields)), \(try SyncStatements.recordStates.get()) FROM \(SQLIdentifier.quoted(table)) WHERE ",
            values: [try Self.text(group, column: "owner", table: SyncFieldRow.tableName)])
        statement.append(try keyCondition(key, schema))
        statement.append(" FOR UPDATE")
        guard let row = try await run(statement, table: table).first else { return nil }
        let record = try Self.record(from: row, fields: fields, table: table)
        let states = try decode(row, [String].self, at: fields.count, table: SyncFieldRow.tableName)
        return SyncRecordState(row: record, fields: try Self.fieldStates(states))
    }

    /// The field states ``SyncStatements/recordStates`` reads: field, value and stamp after each other.
    private static func fieldStates(_ texts: [String]) throws(ADPostgresError) -> [String: SyncFieldState] {
        guard texts.count % 3 == 0 else {
            throw ADPostgresError(
                .corruptValue(column: "stamp", reason: "the field states are not field, value and stamp triples"), table: SyncFieldRow.tableName)
        }
        var fields: [String: SyncFieldState] = [:]
        for start in stride(from: 0, to: texts.count, by: 3) {
            fields[texts[start]] = try storage { () throws(ADSyncError) in try SyncFieldState(storedValue: texts[start + 1], stamp: texts[start + 2]) }
        }
        return fields
    }

    /// A synced record's key, which is text.
    static func textKey(_ record: ADRecord, _ schema: ADTableSchema) throws(ADPostgresError) -> String {
        guard case .string(let key)? = record[schema.primaryKey] else {
            throw ADPostgresError(
                .invalidKey(column: schema.primaryKey, value: record[schema.primaryKey] ?? .null, reason: "a synced table's keys are text"),
                table: schema.tableName)
        }
        return key
    }

    /// Moves `clock` past every stamp of `state`: other nodes, with clocks of their own, may
    /// have written them.
    static func observe(_ state: SyncRecordState, on clock: SyncClock) {
        for field in state.fields.values { clock.observe(field.stamp) }
    }

    // MARK: State

    /// The record `key` of `table` with its field states.
    func syncState(_ table: String, _ key: String, row: ADRecord?) async throws(ADPostgresError) -> SyncRecordState {
        let group = SyncFieldRow.group(table: table, record: key)
        return SyncRecordState(row: row, fields: try await fieldStates(of: [group])[group] ?? [:])
    }

    /// A stored sync row that does not parse, as a storage error.
    static func storage<T>(_ body: () throws(ADSyncError) -> T) throws(ADPostgresError) -> T {
        do {
            return try body()
        } catch {
            throw ADPostgresError(.corruptValue(column: "stamp", reason: error.description), table: SyncFieldRow.tableName)
        }
    }

    /// `text` bound as a text column's value: refused before it reaches the server when
    /// PostgreSQL cannot store it, so no statement of the transaction fails on it.
    static func text(_ text: String, column: String, table: String) throws(ADPostgresError) -> SQLArgument {
        try PostgresColumnValues.bound(.string(text), as: .text, column: column, table: table)
    }
}
