import ActionData
import ActionDataStorage
import Foundation
import GRDB
import OrderedCollections

/// Sync: the change log written with every save and delete of a synced table, and other
/// replicas' changes merged field by field (`ADSyncProvider`).
extension ADSQLiteTransaction {
    /// A synced table as a write needs it.
    struct SyncedTable {
        let rules: ADSyncRules
        let template: ADRecord
        let clock: SyncClock
    }

    /// The synced table `table`, or `nil` when it does not sync.
    func syncedTable(_ table: String) throws(ADSQLiteError) -> SyncedTable? {
        try loadSyncedTablesOnce()
        guard let entry = registry.sync.table(table) else { return nil }
        let template: ADRecord
        if let known = entry.template {
            template = known
        } else {
            template = SyncRegistry.nullTemplate(try schema(of: table))
        }
        return SyncedTable(rules: entry.rules, template: template, clock: try syncClock())
    }

    /// Reads which tables sync, unless this provider did.
    func loadSyncedTablesOnce() throws(ADSQLiteError) {
        if !registry.sync.isLoaded { try loadSyncedTables() }
    }

    /// Reads which tables sync.
    private func loadSyncedTables() throws(ADSQLiteError) {
        guard try tableExists(SyncTableRow.tableName) else {
            registry.sync.load([])
            return
        }
        let names = try load(SyncTableRow.self).map(\.name)
        if !names.isEmpty { try createSyncTables() }
        for name in names where try tableExists(name) { try adoptStampsColumn(try schema(of: name)) }
        registry.sync.load(names)
    }

    /// Marks the table `schema` describes as synced, creating the log's tables and indexes.
    func registerSynced(_ schema: ADTableSchema, rules: ADSyncRules, template: ADRecord) throws(ADSQLiteError) {
        try SyncRegistry.checkKeys(schema)
        try save(SyncTableRow(name: schema.tableName))
        try createSyncTables()
        try adoptStampsColumn(schema)
        try registerOnce(ADSyncConflict.self)
        try registerOnce(SyncStateRow.self)
        registry.sync.add(schema.tableName, rules: rules, template: template)
        try takeBackAside(of: schema.tableName)
    }

    /// Creates the change log and the field states' table, unless this provider has; moves
    /// into it the field states of a file an earlier build synced (see
    /// `SyncStatements.setAsideFields`), and gives an earlier build's log this build's
    /// marking and index (``adoptEarlierLog()``).
    func createSyncTables() throws(ADSQLiteError) {
        // The states' table is made with the log, so once the provider knows the log it is there.
        guard changes.needsRegistering(SyncLogRow.tableName, registry: registry) else { return }
        try registerLog()
        let (setAside, forget, create, takeBack) = (
            try SyncStatements.setAsideFields.get(), try SchemaStatements.forgetTable.get(), try SyncStatements.tables.get(),
            try SyncStatements.takeBackFields.get()
        )
        try attempt(SyncFieldRow.tableName) {
            let earlier = try SchemaStore.load(SyncFieldRow.tableName, db) != nil
            if earlier {
                for statement in setAside { try db.execute(sql: statement) }
                for statement in forget { try db.execute(sql: statement, arguments: [SQLIdentifier.storedName(SyncFieldRow.tableName)]) }
            }
            for statement in create { try db.execute(sql: statement) }
            if earlier {
                for statement in takeBack { try db.execute(sql: statement) }
            }
        }
        try adoptEarlierLog()
    }

    /// Registers the change log's table, its key SQLite's rowid (`computedInt`): a new row
    /// takes one more than the largest key, and the log never deletes its newest row, so keys
    /// only grow. `AUTOINCREMENT`, which an earlier build's log keeps, writes its counter to
    /// another table at every save.
    private func registerLog() throws(ADSQLiteError) {
        let template = try ModelTemplate(SyncLogRow.self)
        try register(
            ADTableSchema(tableName: SyncLogRow.tableName, primaryKey: SyncLogRow.primaryKey, keyType: .computedInt, template: template.record),
            defaults: template.record)
        changes.registeredModels.insert(SyncLogRow.tableName)
    }

    /// Gives a log an earlier build wrote this build's layout: its own changes marked with
    /// the empty replica, and its indexes by replica and by stamp, which every save wrote
    /// to, dropped for ``SyncStatements/tables``' index of received changes.
    private func adoptEarlierLog() throws(ADSQLiteError) {
        let (check, mark, drop) = (
            try SyncStatements.logIsEarlier.get(), try SyncStatements.logOwnRows.get(), try SyncStatements.dropEarlierLogIndexes.get()
        )
        guard try attempt(SyncLogRow.tableName, { try Int.fetchOne(db, sql: check) ?? 0 }) > 0 else { return }
        // An own change is made by the clock, which stores the replica first: a log with own
        // changes has it.
        let replica = try syncSetting(SyncStateRow.replica)
        try attempt(SyncLogRow.tableName) {
            if let replica { try db.execute(sql: mark, arguments: [replica]) }
            for statement in drop { try db.execute(sql: statement) }
        }
    }

    /// This replica's clock: its identifier stored on first use, its time past its last change.
    func syncClock() throws(ADSQLiteError) -> SyncClock {
        if let clock = registry.sync.clock { return clock }
        let replica: String
        if let stored = try load(SyncStateRow.self, key: SyncStateRow.replica) {
            replica = stored.text
        } else {
            replica = UUID().uuidString.lowercased()
            try save(SyncStateRow(name: SyncStateRow.replica, text: replica))
        }
        try createSyncTables()
        let correction = Int64(try syncSetting(SyncStateRow.clockCorrection) ?? "0") ?? 0
        var last: ADSyncStamp?
        let snapshot = try syncSetting(SyncStateRow.snapshotStamp).flatMap { try? ADSyncStamp(text: $0) }
        if correction == 0 {
            let statement = try SyncStatements.lastStamp.get()
            last = try attempt(SyncLogRow.tableName) { try String.fetchOne(db, sql: statement) }.flatMap { try? ADSyncStamp(text: $0) }
            if let snapshot, last.map({ snapshot > $0 }) ?? true { last = snapshot }
        } else {
            // A corrected clock starts after the stamps it keeps, not after those it made ahead.
            let now = SyncClock(replica: replica, correction: correction).now
            let limit = SyncMerge.time(now, plus: ADSyncApplyOptions.server.maximumClockSkew ?? .zero)
            last = try latestStamp(within: limit)
            if let snapshot, snapshot.milliseconds <= limit, last.map({ snapshot > $0 }) ?? true { last = snapshot }
        }
        return registry.sync.keep(SyncClock(replica: replica, after: last, correction: correction))
    }

    /// The latest stamp in the log made no later than `milliseconds`.
    func latestStamp(within milliseconds: Int64) throws(ADSQLiteError) -> ADSyncStamp? {
        let statement = try SyncStatements.latestStampWithin.get()
        let padded = ADSyncStamp.textPrefix(milliseconds: milliseconds)
        let text = try attempt(SyncLogRow.tableName) { try String.fetchOne(db.cachedStatement(sql: statement), arguments: [padded]) }
        return text.flatMap { try? ADSyncStamp(text: $0) }
    }

    // MARK: Local writes

    func journaledSave(_ record: ADRecord, in table: String, _ synced: SyncedTable) throws(ADSQLiteError) -> ADRecord {
        let schema = try schema(of: table)
        var keyed = record
        let held: StoredSyncRecord
        if case .uuid(let ordered) = try KeyAssignment(schema, record: record) {
            // A key made now is new everywhere: nothing is stored under it, here or elsewhere.
            keyed[schema.primaryKey] = KeyAssignment.newUUID(ordered: ordered)
            held = StoredSyncRecord()
        } else {
            held = try storedSyncRecord(table, try Self.textKey(record, schema))
            // Deletes win: a record deleted here, or pulled deleted, stays deleted, as on every replica.
            if held.row == nil, held.stamps[""] != nil, synced.rules.deletes == .deleteWins {
                throw ADSQLiteError(.refused(.gone), table: table)
            }
        }
        let key = try Self.textKey(keyed, schema)
        var plan = SyncJournal.plan(
            table: table, key: key, primaryKey: schema.primaryKey, before: held.row, after: keyed, stamps: try held.parsedStamps(),
            clock: synced.clock)
        plan.row = keyed
        plan.rowChanged = true
        try write(plan, table: table, key: key, held: held)
        return keyed
    }

    func journaledDelete(key: ADValue, from table: String, _ synced: SyncedTable) throws(ADSQLiteError) -> Bool {
        let schema = try schema(of: table)
        guard let (row, stamps) = try loadRow(key: key, from: table) else { return false }
        let text = try Self.textKey(row, schema)
        let held = StoredSyncRecord(row: row, stamps: try SyncStampsColumn.stamps(stamps, table: table))
        var plan = SyncJournal.plan(
            table: table, key: text, primaryKey: schema.primaryKey, before: row, after: nil, stamps: try held.parsedStamps(),
            clock: synced.clock)
        plan.rowChanged = true
        try write(plan, table: table, key: text, held: held)
        return true
    }

    /// A synced record's key, which is text.
    static func textKey(_ record: ADRecord, _ schema: ADTableSchema) throws(ADSQLiteError) -> String {
        guard case .string(let key)? = record[schema.primaryKey] else {
            throw ADSQLiteError(
                .invalidKey(column: schema.primaryKey, value: record[schema.primaryKey] ?? .null, reason: "a synced table's keys are text"),
                table: schema.tableName)
        }
        return key
    }

    /// This replica's own changes after `sequence`, oldest first, at most `limit`.
    func ownChanges(after sequence: Int64, limit: Int) throws(ADSQLiteError) -> [ADSyncChange] {
        try logged(try SyncStatements.unpushed.get(), arguments: [sequence, limit])
    }

    /// The log's changes after `sequence` but `replica`'s (every one's when `nil` or empty,
    /// which names no replica), oldest first, at most `limit`.
    func changes(after sequence: Int64, excluding replica: String?, limit: Int) throws(ADSQLiteError) -> [ADSyncChange] {
        guard let replica, !replica.isEmpty else { return try logged(try SyncStatements.pageOfAll.get(), arguments: [sequence, limit]) }
        let stored = replica == (try syncClock().replica) ? "" : replica
        return try logged(try SyncStatements.page.get(), arguments: [sequence, stored, limit])
    }

    /// The changes the log query `statement` selects.
    func logged(_ statement: String, arguments: StatementArguments) throws(ADSQLiteError) -> [ADSyncChange] {
        let rows = try attempt(SyncLogRow.tableName) {
            try Row.fetchAll(db.cachedStatement(sql: statement), arguments: arguments)
        }
        var changes: [ADSyncChange] = []
        changes.reserveCapacity(rows.count)
        for row in rows {
            let (id, table, record, field): (Int64, String, String, String) = (row[0], row[1], row[2], row[3])
            let (value, stamp, previous): (String, String, String) = (row[4], row[5], row[6])
            changes.append(try Self.storage { () throws(ADSyncError) in
                try ADSyncChange(sequence: id, table: table, record: record, field: field, storedValue: value, stamp: stamp, previous: previous)
            })
        }
        return changes
    }

    /// A stored sync row that does not parse, as a storage error.
    static func storage<T>(_ body: () throws(ADSyncError) -> T) throws(ADSQLiteError) -> T {
        do {
            return try body()
        } catch {
            throw ADSQLiteError(.corruptValue(column: "stamp", reason: error.description), table: SyncFieldRow.tableName)
        }
    }

    // MARK: Merging

    /// Merges other replicas' changes; see `ADSyncProvider.apply(_:review:options:)`.
    func applySync(_ changes: [ADSyncChange], review: ADSyncReview?, options: ADSyncApplyOptions) throws(ADSQLiteError) -> [ADSyncOutcome] {
        var outcomes = [ADSyncOutcome](repeating: .applied, count: changes.count)
        var groups = OrderedDictionary<String, [Int]>()
        for (index, change) in changes.enumerated() {
            groups[SyncFieldRow.group(table: change.table, record: change.record), default: []].append(index)
        }
        let clock = try syncClock()
        let now = Date()
        let latest = options.maximumClockSkew.map { SyncMerge.time(clock.now, plus: $0) }
        for indexes in groups.values {
            guard let first = indexes.first else { continue }
            let table = changes[first].table
            let key = changes[first].record
            guard let synced = try syncedTable(table) else {
                for index in indexes { outcomes[index] = .refused("the table \"\(table)\" does not sync here") }
                continue
            }
            var group: [ADSyncChange] = []
            var positions: [Int] = []
            for index in indexes {
                let change = changes[index]
                // A retried push is found by its change as sent, before any restamp.
                if try isLogged(change) { continue }
                if let latest, change.stamp.milliseconds > latest {
                    outcomes[index] = .ahead
                    continue
                }
                clock.observe(change.stamp)
                group.append(change)
                positions.append(index)
            }
            let schema = try schema(of: table)
            let (held, state) = try syncRecord(table, key)
            var plan = SyncMerge.plan(
                group, record: key, into: state, schema: schema, template: synced.template, rules: synced.rules,
                resolver: options.resolves ? clock : nil,
                refusingUnknown: options.refusesEditsOfUnknownRecords, localReplica: options.resolves ? nil : clock.replica, now: now)
            if let review {
                do {
                    plan = try SyncMerge.reviewed(
                        plan, of: group, record: key, state: state, schema: schema, template: synced.template, review: review, clock: clock,
                        now: now)
                } catch {
                    for index in positions { outcomes[index] = .refused("\(error)") }
                    continue
                }
            }
            try write(plan, table: table, key: key, held: held)
            for (position, outcome) in zip(positions, plan.outcomes) { outcomes[position] = outcome }
        }
        if options.keepsRefusedAside {
            for (change, outcome) in zip(changes, outcomes) {
                if case .refused(let reason) = outcome { try save(SyncAsideRow(change, reason: reason)) }
            }
        }
        return outcomes
    }

    /// Applies the changes of `table` set aside because this replica could not take them,
    /// now that its model is registered; those it still cannot take stay aside.
    func takeBackAside(of table: String) throws(ADSQLiteError) {
        guard try tableExists(SyncAsideRow.tableName) else { return }
        try registerOnce(SyncAsideRow.self)
        // Few changes are ever set aside: they are read whole and picked here.
        let rows = try load(SyncAsideRow.self, orderBy: [.ascending("stamp")]).filter { $0.table == table }
        guard !rows.isEmpty else { return }
        let changes = try rows.map { row throws(ADSQLiteError) in try Self.storage { () throws(ADSyncError) in try row.change() } }
        let outcomes = try applySync(changes, review: nil, options: ADSyncApplyOptions(keepsRefusedAside: false))
        for (row, outcome) in zip(rows, outcomes) {
            if case .refused = outcome { continue }
            _ = try removeRow(key: .string(row.id), from: SyncAsideRow.tableName)
        }
    }

    /// Whether `change` is in the log already: a push retried after its answer was lost.
    private func isLogged(_ change: ADSyncChange) throws(ADSQLiteError) -> Bool {
        let statement = try SyncStatements.logged.get()
        return try attempt(SyncLogRow.tableName) {
            try Row.fetchOne(db.cachedStatement(sql: statement), arguments: [change.stamp.text, change.table, change.record, change.field]) != nil
        }
    }

    // MARK: Device bookkeeping

    /// See `ADSyncProvider.rollBack(_:)`.
    func rollBack(_ refusal: ADSyncRefusal) throws(ADSQLiteError) {
        let change = refusal.change
        guard let entry = try syncedTable(change.table) else { return }
        let schema = try schema(of: change.table)
        let (held, state) = try syncRecord(change.table, change.record)
        var plan = SyncMergePlan()
        if change.isDelete {
            if held.row == nil {
                var revived = entry.template
                for (name, field) in state.fields where !name.isEmpty && revived[name] != nil { revived[name] = field.value }
                revived[schema.primaryKey] = .string(change.record)
                plan.row = revived
                plan.rowChanged = true
                plan.removesDeletion = true
            }
        } else if !refusal.recordExists {
            // The record exists nowhere else: its row goes, and its stamps with it.
            if held.row != nil { _ = try removeRow(key: .string(change.record), from: change.table) }
        } else if let current = refusal.current {
            if var row = held.row {
                row[change.field] = current
                plan.row = row
                plan.rowChanged = true
            }
            plan.fields = [SyncFieldRow(table: change.table, record: change.record, field: change.field, value: current, stamp: change.stamp)]
        }
        if plan.rowChanged || !plan.fields.isEmpty { try write(plan, table: change.table, key: change.record, held: held) }
        try save(ADSyncConflict(
            time: Date(), table: change.table, record: change.record, field: change.field, reason: .refused, kept: refusal.current ?? .null,
            lost: change.value, keptReplica: "", lostStamp: change.stamp, message: refusal.message))
    }

    /// The state row `name`'s text, or `nil`.
    func syncSetting(_ name: String) throws(ADSQLiteError) -> String? {
        try load(SyncStateRow.self, key: name)?.text
    }

    /// Stores the state row `name`.
    func setSyncSetting(_ name: String, _ text: String) throws(ADSQLiteError) {
        try save(SyncStateRow(name: name, text: text))
    }

    /// Stores where the pull stands and when this sync ended.
    func storePullCursor(_ cursor: ADSyncCursor) throws(ADSQLiteError) {
        try setSyncSetting(SyncStateRow.cursor, String(cursor.position))
        if let log = cursor.log { try setSyncSetting(SyncStateRow.pulledLog, log) }
        try setSyncSetting(SyncStateRow.lastSync, ISO8601DateFormatter().string(from: Date()))
        // The pulled changes are logged after the push's point: past them, unless an own change waits.
        try markPushed(through: try pushedSequence())
    }

    /// How far this replica pushed.
    func pushedSequence() throws(ADSQLiteError) -> Int64 {
        Int64(try syncSetting(SyncStateRow.pushed) ?? "0") ?? 0
    }

    /// Records that this replica pushed its changes up to `sequence`, and past the changes
    /// received after them when none of its own follows: the log has no index by replica, so
    /// a push reads every row after this point, and received rows would otherwise pile up in
    /// front of it.
    func markPushed(through sequence: Int64) throws(ADSQLiteError) {
        let earlier = try pushedSequence()
        var pushed = max(sequence, earlier)
        let statement = try SyncStatements.pushedPastReceived.get()
        if let end = try attempt(SyncLogRow.tableName, { try Int64.fetchOne(db.cachedStatement(sql: statement), arguments: [pushed]) }) {
            pushed = max(pushed, end)
        }
        if pushed > earlier { try setSyncSetting(SyncStateRow.pushed, String(pushed)) }
    }

    /// The number of this replica's own changes not pushed yet.
    func unpushedCount() throws(ADSQLiteError) -> Int {
        let pushed = try pushedSequence()
        let statement = try SyncStatements.unpushedCount.get()
        return try attempt(SyncLogRow.tableName) {
            try Int.fetchOne(db.cachedStatement(sql: statement), arguments: [pushed]) ?? 0
        }
    }
}
