import ActionData
import ActionDataStorage
import GRDB

/// Sync snapshots: a server's synced records read page by page, and a device taking one in
/// (see `ADSyncSnapshotPage`).
extension ADSQLiteTransaction {
    /// The log's last sequence; `0` when it is empty.
    func lastSequence() throws(ADSQLiteError) -> Int64 {
        let statement = try SyncStatements.lastSequence.get()
        return try attempt(SyncLogRow.tableName) { try Int64.fetchOne(db.cachedStatement(sql: statement)) ?? 0 }
    }

    /// The log's identifier: this replica's, which is stored with the log and kept.
    func logIdentity() throws(ADSQLiteError) -> String {
        try syncClock().replica
    }

    /// A page of the synced tables' records after `position`, at most `limit`; see
    /// `ADSyncProvider.snapshot(after:limit:)`.
    func snapshot(after position: ADSyncSnapshotPosition?, limit: Int) throws(ADSQLiteError) -> ADSyncSnapshotPage {
        try loadSyncedTablesOnce()
        let cursor = try lastSequence()
        let log = try logIdentity()
        var changes: [ADSyncChange] = []
        var remaining = max(1, limit)
        var last: ADSyncSnapshotPosition?
        for table in registry.sync.names where position.map({ table >= $0.table }) ?? true {
            guard try tableExists(table) else { continue }
            let schema = try schema(of: table)
            let after = position?.table == table ? position?.record : nil
            let rows = try rowsInKeyOrder(schema, after: after, limit: remaining)
            for (row, stampsText) in rows {
                let key = try Self.textKey(row, schema)
                let stored = try SyncStampsColumn.stamps(stampsText, table: table)
                let stamps = try StoredSyncRecord(row: row, stamps: stored).parsedStamps()
                changes += SyncSnapshot.changes(of: row, table: table, key: key, primaryKey: schema.primaryKey, stamps: stamps)
                last = ADSyncSnapshotPosition(table: table, record: key)
            }
            remaining -= rows.count
            if remaining <= 0 { return ADSyncSnapshotPage(changes: changes, cursor: cursor, log: log, next: last) }
        }
        return ADSyncSnapshotPage(changes: changes, cursor: cursor, log: log, next: nil)
    }

    /// The rows of the table `schema` describes whose key sorts after `key` (all when `nil`), in
    /// key order, at most `limit`, with their stamps.
    private func rowsInKeyOrder(
        _ schema: ADTableSchema, after key: String?, limit: Int
    ) throws(ADSQLiteError) -> [(record: ADRecord, stamps: String?)] {
        let order = [ADOrder.ascending(schema.primaryKey)]
        guard let key else { return try select(schema, where: nil, values: [], orderBy: order, limit: limit) }
        // The same collation as the order's, so the pages follow one another.
        let condition = SQLIdentifier.quoted(schema.primaryKey) + FilterFunctions.collationClause + " > ?"
        let value = try ColumnValues.databaseValue(.string(key), as: .text, column: schema.primaryKey, table: schema.tableName)
        return try select(schema, where: condition, values: [value], orderBy: order, limit: limit)
    }

    // MARK: Taking a snapshot in

    /// The records with changes of this replica not pushed yet: what a snapshot or an eviction
    /// leaves on the device, for the next push.
    func pendingRecords() throws(ADSQLiteError) -> Set<ADSyncRecordKey> {
        Set(try ownChanges(after: try pushedSequence(), limit: Int.max).map { ADSyncRecordKey(table: $0.table, record: $0.record) })
    }

    /// Forgets which records an earlier, unfinished snapshot held.
    func beginSnapshot() throws(ADSQLiteError) {
        try registerOnce(SyncHeldRow.self)
        try delete(SyncHeldRow.self, where: nil)
    }

    /// Merges a snapshot page's changes, as a pulled page's, and marks their records held.
    func applySnapshot(_ changes: [ADSyncChange]) throws(ADSQLiteError) -> [ADSyncOutcome] {
        let outcomes = try applySync(changes, review: nil, options: ADSyncApplyOptions())
        try registerOnce(SyncHeldRow.self)
        var marked = Set<String>()
        for change in changes where marked.insert(SyncFieldRow.group(table: change.table, record: change.record)).inserted {
            try save(SyncHeldRow(owner: SyncFieldRow.group(table: change.table, record: change.record)))
        }
        return outcomes
    }

    /// Removes the synced records the snapshot did not hold, but those with changes not pushed
    /// yet, without logging anything; returns their keys by table.
    func evictUnheld() throws(ADSQLiteError) -> [String: Set<String>] {
        try registerOnce(SyncHeldRow.self)
        let pending = Set(try pendingRecords().map { SyncFieldRow.group(table: $0.table, record: $0.record) })
        let template = try SyncStatements.unheldKeys.get()
        var evicted: [String: Set<String>] = [:]
        for table in registry.sync.names where try tableExists(table) {
            let schema = try schema(of: table)
            let prefix = SyncFieldRow.group(table: table, record: "")
            let sql = SyncStatements.perTable(template, table: table, key: schema.primaryKey)
            let keys = try attempt(table) { try String.fetchAll(db, sql: sql, arguments: [prefix]) }
            for key in keys where !pending.contains(prefix + key) {
                if try removeRow(key: .string(key), from: table) { evicted[table, default: []].insert(key) }
            }
        }
        try delete(SyncHeldRow.self, where: nil)
        return evicted
    }
}
