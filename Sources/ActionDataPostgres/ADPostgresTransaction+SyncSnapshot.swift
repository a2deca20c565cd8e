import ActionData
import ActionDataStorage
import Foundation

/// Sync snapshots on PostgreSQL: the synced records read page by page for devices (see
/// `ADSyncSnapshotPage`), and, for completeness, one taken in as a device does.
extension ADPostgresTransaction {
    /// The log's identifier, made with the log and kept in the database: every node shares it,
    /// and a backup restores it.
    func logIdentity() async throws(ADPostgresError) -> String {
        if let stored = try await syncSetting(SyncStateRow.logIdentity) { return stored }
        let made = "log-" + UUID().uuidString.lowercased()
        try await setSyncSetting(SyncStateRow.logIdentity, made)
        return made
    }

    /// A page of the synced tables' records after `position`, at most `limit`, of those
    /// `sight` selects (every one without); see `ADSyncProvider.snapshot(after:limit:seenBy:)`.
    func snapshot(
        after position: ADSyncSnapshotPosition?, limit: Int, seenBy sight: ADSyncSight? = nil
    ) async throws(ADPostgresError) -> ADSyncSnapshotPage {
        let cursor = try await logSize().end
        let log = try await logIdentity()
        var changes: [ADSyncChange] = []
        var remaining = max(1, limit)
        var last: ADSyncSnapshotPosition?
        for table in try await syncedTableNames() where position.map({ table >= $0.table }) ?? true {
            let schema = try await schema(of: table)
            var filter: SQLFragment?
            switch sight?.of(table) ?? .everything {
            case .everything: filter = nil
            case .held: continue
            case .records(let text): filter = try seenFilter(text, schema: schema)
            }
            let after = position?.table == table ? position?.record : nil
            let rows = try await rowsInKeyOrder(schema, after: after, matching: filter, limit: remaining)
            var keyed: [(key: String, row: ADRecord)] = []
            for row in rows { keyed.append((try Self.textKey(row, schema), row)) }
            let states = try await fieldStates(of: keyed.map { SyncFieldRow.group(table: table, record: $0.key) })
            for (key, row) in keyed {
                let stamps = (states[SyncFieldRow.group(table: table, record: key)] ?? [:]).mapValues(\.stamp)
                changes += SyncSnapshot.changes(of: row, table: table, key: key, primaryKey: schema.primaryKey, stamps: stamps)
                last = ADSyncSnapshotPosition(table: table, record: key)
            }
            remaining -= rows.count
            if remaining <= 0 { return ADSyncSnapshotPage(changes: changes, cursor: cursor, log: log, next: last) }
        }
        return ADSyncSnapshotPage(changes: changes, cursor: cursor, log: log, next: nil)
    }

    /// The names of the synced tables that exist, in ascending order.
    func syncedTableNames() async throws(ADPostgresError) -> [String] {
        var names: [String] = []
        for row in try await load(SyncTableRow.self) where try await syncedTable(row.name) != nil { names.append(row.name) }
        return names.sorted()
    }

    /// The rows of the table `schema` describes whose key sorts after `key` (all when `nil`)
    /// and that `filter` selects (all when `nil`), in the order of the key's own index, at most
    /// `limit`. The column's own collation, not the normalized order forms sort text by: a page
    /// is then a range of the index, where that order would sort the whole table for every page.
    private func rowsInKeyOrder(
        _ schema: ADTableSchema, after key: String?, matching filter: SQLFragment?, limit: Int
    ) async throws(ADPostgresError) -> [ADRecord] {
        let table = schema.tableName
        let fields = Array(schema.columns)
        let primaryKey = SQLIdentifier.quoted(schema.primaryKey)
        var statement = PostgresStatement("SELECT \(Self.selectList(fields)) FROM \(SQLIdentifier.quoted(table)) WHERE TRUE")
        if let key {
            statement.append(" AND \(primaryKey) > ")
            statement.bind(try Self.text(key, column: schema.primaryKey, table: table))
        }
        if let filter {
            statement.append(" AND (")
            statement.append(filter)
            statement.append(")")
        }
        statement.append(" ORDER BY \(primaryKey) LIMIT ")
        statement.bind(.integer(Int64(limit)))
        var records: [ADRecord] = []
        for row in try await run(statement, table: table) { records.append(try Self.record(from: row, fields: fields, table: table)) }
        return records
    }

    // MARK: Taking a snapshot in

    /// The records with changes of this replica not pushed yet.
    func pendingRecords() async throws(ADPostgresError) -> Set<ADSyncRecordKey> {
        Set(try await load(SyncLogRow.self, where: try await unpushedFilter()).map { ADSyncRecordKey(table: $0.table, record: $0.record) })
    }

    /// Forgets which records an earlier, unfinished snapshot held.
    func beginSnapshot() async throws(ADPostgresError) {
        try await registerOnce(SyncHeldRow.self)
        _ = try await delete(SyncHeldRow.self, where: nil)
    }

    /// Merges a snapshot page's changes, as a pulled page's, and marks their records held.
    func applySnapshot(_ changes: [ADSyncChange]) async throws(ADPostgresError) -> [ADSyncOutcome] {
        let outcomes = try await applySync(changes, review: nil, options: ADSyncApplyOptions())
        var marked = Set<String>()
        for change in changes where marked.insert(SyncFieldRow.group(table: change.table, record: change.record)).inserted {
            _ = try await save(SyncHeldRow(owner: SyncFieldRow.group(table: change.table, record: change.record)))
        }
        return outcomes
    }

    /// Removes the synced records the snapshot did not hold, but those with changes not pushed
    /// yet, without logging anything; returns their keys by table.
    func evictUnheld() async throws(ADPostgresError) -> [String: Set<String>] {
        var evicted: [String: Set<String>] = [:]
        for (table, keys) in try await unheldKeys() {
            for key in keys where try await removeEvicted(key, from: table) { evicted[table, default: []].insert(key) }
        }
        _ = try await delete(SyncHeldRow.self, where: nil)
        return evicted
    }

    /// Logs again, to be pushed, this replica's own fields of the synced records the snapshot
    /// did not hold, but those with changes not pushed yet (which stay anyway); returns how
    /// many records. See `ADSyncProvider.keepOwnUnheld()`.
    func logOwnUnheldAgain() async throws(ADPostgresError) -> Int {
        let replica = try await syncClock().replica
        var entries: [JournalEntry] = []
        for (table, keys) in try await unheldKeys() {
            let primaryKey = try await schema(of: table).primaryKey
            let states = try await fieldStates(of: keys.map { SyncFieldRow.group(table: table, record: $0) })
            for key in keys {
                var plan = SyncMergePlan()
                plan.logged = SyncSnapshot.ownFields(
                    states[SyncFieldRow.group(table: table, record: key)] ?? [:], of: replica, table: table, key: key, primaryKey: primaryKey)
                if !plan.logged.isEmpty { entries.append(JournalEntry(plan: plan, table: table, key: key)) }
            }
        }
        try await write(entries)
        return entries.count
    }

    /// The keys of the synced records, by table, that the snapshot being taken in did not hold
    /// and that have no change not pushed yet.
    private func unheldKeys() async throws(ADPostgresError) -> [String: [String]] {
        let held = Set(try await load(SyncHeldRow.self).map(\.owner))
        let pending = Set(try await pendingRecords().map { SyncFieldRow.group(table: $0.table, record: $0.record) })
        var unheld: [String: [String]] = [:]
        for table in try await syncedTableNames() {
            let schema = try await schema(of: table)
            for row in try await select(schema, where: nil, orderBy: [], limit: nil) {
                let key = try Self.textKey(row, schema)
                let group = SyncFieldRow.group(table: table, record: key)
                if !held.contains(group), !pending.contains(group) { unheld[table, default: []].append(key) }
            }
        }
        return unheld
    }
}
