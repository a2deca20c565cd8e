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
        registry.sync.load(try await load(SyncTableRow.self).map(\.name))
    }

    /// Marks the table `schema` describes as synced, creating the log's tables and indexes.
    func registerSynced(_ schema: ADTableSchema, rules: ADSyncRules, template: ADRecord) async throws(ADPostgresError) {
        try SyncRegistry.checkKeys(schema)
        try await save(SyncTableRow(name: schema.tableName))
        try await registerOnce(SyncLogRow.self)
        try await registerOnce(SyncFieldRow.self)
        try await registerOnce(ADSyncConflict.self)
        try await registerOnce(SyncStateRow.self)
        // Nodes creating the same index at once would collide in the catalog: one at a time.
        try await SchemaStore.lock(SyncLogRow.tableName, self)
        for statement in try SyncStatements.indexes.get() {
            _ = try await run(PostgresStatement(statement), table: SyncLogRow.tableName)
        }
        registry.sync.add(schema.tableName, rules: rules, template: template)
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
        var before: ADRecord?
        switch try KeyAssignment(schema, record: record) {
        case .uuid(let ordered):
            keyed[schema.primaryKey] = KeyAssignment.newUUID(ordered: ordered)
        case .given:
            before = try await lockedRow(key: record[schema.primaryKey] ?? .null, from: table)
        case .next, .computed:
            throw ADPostgresError(
                .invalidKey(column: schema.primaryKey, value: record[schema.primaryKey] ?? .null, reason: "a synced table's keys are text"),
                table: table)
        }
        let key = try Self.textKey(keyed, schema)
        let state = SyncJournal.madeKey(of: record, saved: keyed, before: before, primaryKey: schema.primaryKey)
            ? SyncRecordState(row: nil, fields: [:]) : try await syncState(table, key, row: before)
        Self.observe(state, on: synced.clock)
        let plan = SyncJournal.plan(
            table: table, key: key, primaryKey: schema.primaryKey, before: before, after: keyed, stamps: state.stamps, clock: synced.clock)
        schema = try await learnTypes(of: keyed, in: schema)
        try await write([JournalEntry(plan: plan, table: table, key: key)], row: (keyed, schema))
        return keyed
    }

    func journaledDelete(key: ADValue, from table: String, _ synced: SyncedTable) async throws(ADPostgresError) -> Bool {
        let schema = try await schema(of: table)
        guard let before = try await loadRecordLocked(key: key, from: table), try await removeRow(key: key, from: table) else {
            return false
        }
        let text = try Self.textKey(before, schema)
        let state = try await syncState(table, text, row: before)
        Self.observe(state, on: synced.clock)
        let plan = SyncJournal.plan(
            table: table, key: text, primaryKey: schema.primaryKey, before: before, after: nil, stamps: state.stamps, clock: synced.clock)
        try await write([JournalEntry(plan: plan, table: table, key: text)])
        return true
    }

    /// The stored row of a synced record, locked to the end of the transaction. When there is
    /// none, the record's sync lock is taken and the row read again: a push creating the
    /// record meanwhile has then committed, or waits for this transaction.
    private func lockedRow(key: ADValue, from table: String) async throws(ADPostgresError) -> ADRecord? {
        if let row = try await loadRecordLocked(key: key, from: table) { return row }
        guard case .string(let text) = key else { return nil }
        try await lockSyncedRecords([SyncFieldRow.group(table: table, record: text)])
        return try await loadRecordLocked(key: key, from: table)
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
