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

    /// A page of the synced tables' records after `position`, at most `limit`, of those
    /// `sight` selects (every one without); see `ADSyncProvider.snapshot(after:limit:seenBy:)`.
    func snapshot(after position: ADSyncSnapshotPosition?, limit: Int, seenBy sight: ADSyncSight? = nil) throws(ADSQLiteError) -> ADSyncSnapshotPage {
        try loadSyncedTablesOnce()
        let cursor = try lastSequence()
        let log = try logIdentity()
        var changes: [ADSyncChange] = []
        var remaining = max(1, limit)
        var last: ADSyncSnapshotPosition?
        for table in registry.sync.names where position.map({ table >= $0.table }) ?? true {
            guard try tableExists(table) else { continue }
            let schema = try schema(of: table)
            var filter: ADSQLiteFilter?
            switch sight?.of(table) ?? .everything {
            case .everything: filter = nil
            case .held: continue
            case .records(let text): filter = try seenFilter(text, schema: schema)
            }
            let after = position?.table == table ? position?.record : nil
            let rows = try rowsInKeyOrder(schema, after: after, matching: filter, limit: remaining)
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

    /// The rows of the table `schema` describes whose key sorts after `key` (all when `nil`)
    /// and that `filter` selects (all when `nil`), in the order of the key's own index, at most
    /// `limit`, with their stamps. Binary order, not the collation forms sort text by: a page is
    /// then a range of the index, where a collated order would sort the whole table for every page.
    private func rowsInKeyOrder(
        _ schema: ADTableSchema, after key: String?, matching filter: ADSQLiteFilter?, limit: Int
    ) throws(ADSQLiteError) -> [(record: ADRecord, stamps: String?)] {
        let primaryKey = SQLIdentifier.quoted(schema.primaryKey)
        var sql = "SELECT * FROM \(SQLIdentifier.quoted(schema.tableName))"
        var conditions: [String] = []
        var arguments: [DatabaseValue] = []
        if let key {
            conditions.append("\(primaryKey) > ?")
            arguments.append(try ColumnValues.databaseValue(.string(key), as: .text, column: schema.primaryKey, table: schema.tableName))
        }
        if let filter {
            conditions.append("(\(filter.sql))")
            arguments += filter.values
        }
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        sql += " ORDER BY \(primaryKey) LIMIT ?"
        arguments.append(limit.databaseValue)
        return try rows(schema, selectedBy: sql, arguments: arguments)
    }

    // MARK: Taking a snapshot in

    /// The records with changes of this replica not pushed yet: what a snapshot or an eviction
    /// leaves on the device, for the next push.
    func pendingRecords() throws(ADSQLiteError) -> Set<ADSyncRecordKey> {
        Set(try ownChanges(after: try pushedSequence(), limit: Int.max).map { ADSyncRecordKey(table: $0.table, record: $0.record) })
    }

    /// Forgets which records an earlier, unfinished snapshot held, and notes whether this
    /// device holds any synced record: a snapshot into a device that holds none has nothing to
    /// look up, mark held or evict.
    func beginSnapshot() throws(ADSQLiteError) {
        try registerOnce(SyncHeldRow.self)
        try delete(SyncHeldRow.self, where: nil)
        try setSyncSetting(SyncStateRow.snapshotIntoEmpty, String(try holdsNoSyncedRecord()))
    }

    /// Whether no synced table holds a row and no deleted record's states are kept.
    private func holdsNoSyncedRecord() throws(ADSQLiteError) -> Bool {
        let (rows, states) = (try SyncStatements.tableHasRows.get(), try SyncStatements.hasAnyStates.get())
        for table in registry.sync.names where try tableExists(table) {
            let sql = SyncStatements.perTable(rows, table: table, key: try schema(of: table).primaryKey)
            if try attempt(table, { try Bool.fetchOne(db, sql: sql) != nil }) { return false }
        }
        return try attempt(SyncFieldRow.tableName) { try Bool.fetchOne(db, sql: states) == nil }
    }

    /// Whether the snapshot being taken in began on a device that held no synced record.
    private func snapshotIntoEmpty() throws(ADSQLiteError) -> Bool {
        try syncSetting(SyncStateRow.snapshotIntoEmpty) == String(true)
    }

    /// Takes in a snapshot page's changes and marks their records held (but in a snapshot into
    /// a device that held no synced record, where nothing is evicted after). A record this device
    /// has no unpushed change of is written as the server has it, row and stamps, logging
    /// nothing — as it comes when the device holds nothing of it; over what it holds
    /// otherwise, keeping (and pushing again) its own changes the server lost
    /// (`SyncSnapshotTaking`). The others, with unpushed changes or values this device cannot
    /// take, are merged as a pulled page's changes are.
    func applySnapshot(_ changes: [ADSyncChange]) throws(ADSQLiteError) -> [ADSyncOutcome] {
        try registerOnce(SyncHeldRow.self)
        let (mark, hasStates) = (try SyncStatements.markHeld.get(), try SyncStatements.hasStates.get())
        let (pending, replica, intoEmpty) = (try pendingRecords(), try syncClock().replica, try snapshotIntoEmpty())
        var outcomes = [ADSyncOutcome](repeating: .applied, count: changes.count)
        var merged: [Int] = []
        var latest: ADSyncStamp?
        var targets: [String: SnapshotTarget?] = [:]
        for indexes in SyncSnapshot.recordIndexes(of: changes) {
            guard let first = indexes.first else { continue }
            let (table, key) = (changes[first].table, changes[first].record)
            let owner = SyncFieldRow.group(table: table, record: key)
            if !intoEmpty { try attempt(SyncHeldRow.tableName) { try db.cachedStatement(sql: mark).execute(arguments: [owner]) } }
            if targets[table] == nil { targets[table] = .some(try snapshotTarget(table)) }
            let recordChanges = indexes.map { changes[$0] }
            guard let target = targets[table] ?? nil, let fresh = target.row(of: recordChanges, key: key),
                !pending.contains(ADSyncRecordKey(table: table, record: key))
            else {
                merged += indexes
                continue
            }
            let held = intoEmpty ? false : try exists(key, in: target, or: owner, statesStatement: hasStates)
            if held {
                try takeHeld(recordChanges, table: table, key: key, target: target, replica: replica)
            } else {
                _ = try writeRow(fresh.row, in: table, stamps: fresh.stamps)
            }
            for change in recordChanges where latest.map({ change.stamp > $0 }) ?? true { latest = change.stamp }
        }
        if let latest { try keepSnapshotStamp(latest) }
        if !merged.isEmpty {
            let mergedOutcomes = try applySync(merged.map { changes[$0] }, review: nil, options: ADSyncApplyOptions())
            for (index, outcome) in zip(merged, mergedOutcomes) { outcomes[index] = outcome }
        }
        return outcomes
    }

    /// Writes a snapshot's record that this device holds, without unpushed changes, as
    /// `SyncSnapshotTaking` decides: the server's fields, but this device's own later ones,
    /// which are logged again to be pushed.
    private func takeHeld(_ changes: [ADSyncChange], table: String, key: String, target: SnapshotTarget, replica: String) throws(ADSQLiteError) {
        let (held, state) = try syncRecord(table, key)
        let taking = SyncSnapshotTaking(changes, table: table, key: key, over: state, replica: replica)
        try log(taking.again)
        let forget = try SyncStatements.forgetReceived.get()
        for change in taking.forgotten {
            try attempt(SyncLogRow.tableName) {
                try db.cachedStatement(sql: forget).execute(arguments: [change.stamp.text, change.table, change.record, change.field])
            }
        }
        guard !taking.staysDeleted else { return }
        var row = held.row ?? target.template
        row[target.schema.primaryKey] = .string(key)
        var stamps = held.row == nil ? [:] : held.stamps
        for (field, state) in taking.fields {
            row[field] = state.value
            stamps[field] = state.stamp.text
        }
        if held.row == nil { try removeSetAsideStates(of: key, in: table) }
        _ = try writeRow(row, in: table, stamps: SyncStampsColumn.text(stamps))
    }

    /// What a snapshot's records of `table` are written into; `nil` when it does not sync here.
    private func snapshotTarget(_ table: String) throws(ADSQLiteError) -> SnapshotTarget? {
        guard let synced = try syncedTable(table) else { return nil }
        let schema = try schema(of: table)
        let quoted = (SQLIdentifier.quoted(table), SQLIdentifier.quoted(schema.primaryKey))
        return SnapshotTarget(schema: schema, template: synced.template, existsSQL: "SELECT 1 FROM \(quoted.0) WHERE \(quoted.1) = ?")
    }

    /// Whether the device holds the record `key`: its row, or the states of its deletion under `owner`.
    private func exists(_ key: String, in target: SnapshotTarget, or owner: String, statesStatement: String) throws(ADSQLiteError) -> Bool {
        let stored = try ColumnValues.databaseValue(
            .string(key), as: target.schema.keyColumnType, column: target.schema.primaryKey, table: target.schema.tableName)
        return try attempt(target.schema.tableName) {
            try Bool.fetchOne(db.cachedStatement(sql: target.existsSQL), arguments: [stored]) != nil
                || Bool.fetchOne(db.cachedStatement(sql: statesStatement), arguments: [owner]) != nil
        }
    }

    /// Moves the clock past `stamp`, the latest a snapshot wrote without logging it, and
    /// keeps it for the next launch's clock.
    private func keepSnapshotStamp(_ stamp: ADSyncStamp) throws(ADSQLiteError) {
        try syncClock().observe(stamp)
        let kept = try syncSetting(SyncStateRow.snapshotStamp).flatMap { try? ADSyncStamp(text: $0) }
        if kept.map({ stamp > $0 }) ?? true { try setSyncSetting(SyncStateRow.snapshotStamp, stamp.text) }
    }

    /// Removes the synced records the snapshot did not hold, but those with changes not pushed
    /// yet, without logging anything; returns their keys by table.
    func evictUnheld() throws(ADSQLiteError) -> [String: Set<String>] {
        var evicted: [String: Set<String>] = [:]
        for (table, keys) in try snapshotIntoEmpty() ? [:] : try unheldKeys() {
            for key in keys where try removeEvicted(key, from: table) { evicted[table, default: []].insert(key) }
        }
        try delete(SyncHeldRow.self, where: nil)
        try setSyncSetting(SyncStateRow.snapshotIntoEmpty, String(false))
        return evicted
    }

    /// Logs again, to be pushed, this replica's own fields of the synced records the snapshot
    /// did not hold, but those with changes not pushed yet (which stay anyway); returns how
    /// many records. See `ADSyncProvider.keepOwnUnheld()`.
    func logOwnUnheldAgain() throws(ADSQLiteError) -> Int {
        let replica = try syncClock().replica
        var kept = 0
        for (table, keys) in try snapshotIntoEmpty() ? [:] : try unheldKeys() {
            let primaryKey = try schema(of: table).primaryKey
            for key in keys {
                let own = SyncSnapshot.ownFields(try syncRecord(table, key).state.fields, of: replica, table: table, key: key, primaryKey: primaryKey)
                guard !own.isEmpty else { continue }
                try log(own)
                kept += 1
            }
        }
        return kept
    }

    /// The keys of the synced records, by table, that the snapshot being taken in did not hold
    /// and that have no change not pushed yet.
    private func unheldKeys() throws(ADSQLiteError) -> [String: [String]] {
        try registerOnce(SyncHeldRow.self)
        let pending = Set(try pendingRecords().map { SyncFieldRow.group(table: $0.table, record: $0.record) })
        let template = try SyncStatements.unheldKeys.get()
        var unheld: [String: [String]] = [:]
        for table in registry.sync.names where try tableExists(table) {
            let schema = try schema(of: table)
            let prefix = SyncFieldRow.group(table: table, record: "")
            let sql = SyncStatements.perTable(template, table: table, key: schema.primaryKey)
            let keys = try attempt(table) { try String.fetchAll(db, sql: sql, arguments: [prefix]) }
            unheld[table] = keys.filter { !pending.contains(prefix + $0) }
        }
        return unheld
    }
}
