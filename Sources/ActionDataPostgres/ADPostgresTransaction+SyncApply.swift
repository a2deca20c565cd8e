import ActionData
import ActionDataStorage
import Foundation
import OrderedCollections

/// Sync: other replicas' changes merged field by field (`ADSyncProvider.apply(_:review:options:)`).
///
/// A failed statement aborts a PostgreSQL transaction, so nothing here runs a statement that
/// can fail on valid input: texts PostgreSQL cannot store are refused before they are sent,
/// and a change already applied is found by a read, not by a write that collides.
extension ADPostgresTransaction {
    /// One record's changes, to merge.
    private struct Merging {
        let group: String
        let table: String
        let record: String
        let indexes: [Int]
        let synced: SyncedTable
    }

    /// Merges other replicas' changes; see `ADSyncProvider.apply(_:review:options:)`.
    ///
    /// Every record concerned is locked before anything is written (its sync lock, then its
    /// row), so concurrent pushes to one record, from this node or another, apply one after
    /// the other, each on what the other stored.
    func applySync(
        _ changes: [ADSyncChange], review: ADSyncReview?, options: ADSyncApplyOptions
    ) async throws(ADPostgresError) -> [ADSyncOutcome] {
        var outcomes = [ADSyncOutcome](repeating: .applied, count: changes.count)
        var groups = OrderedDictionary<String, [Int]>()
        for (index, change) in changes.enumerated() {
            groups[SyncFieldRow.group(table: change.table, record: change.record), default: []].append(index)
        }
        var merging: [Merging] = []
        for (group, indexes) in groups {
            guard let first = indexes.first else { continue }
            let table = changes[first].table
            guard let synced = try await syncedTable(table) else {
                for index in indexes { outcomes[index] = .refused("the table \"\(table)\" does not sync") }
                continue
            }
            merging.append(Merging(group: group, table: table, record: changes[first].record, indexes: indexes, synced: synced))
        }
        try await lockSyncedRecords(merging.map(\.group))
        var rows: [ADRecord?] = []
        for entry in merging { rows.append(try await loadRecordLocked(key: .string(entry.record), from: entry.table)) }
        let clock = try await syncClock()
        let now = Date()
        let latest = options.maximumClockSkew.map { SyncClock.milliseconds(of: now.addingTimeInterval(SyncMerge.seconds($0))) }
        for (entry, row) in zip(merging, rows) {
            let table = entry.table
            let key = entry.record
            var group: [ADSyncChange] = []
            var positions: [Int] = []
            for index in entry.indexes {
                var change = changes[index]
                if let latest, change.stamp.milliseconds > latest { change.stamp = clock.stamp(now: now) }
                clock.observe(change.stamp)
                if try await isLogged(change) { continue }
                group.append(change)
                positions.append(index)
            }
            let schema = try await schema(of: table)
            let state = try await syncState(table, key, row: row)
            Self.observe(state, on: clock)
            var plan = SyncMerge.plan(
                group, record: key, into: state, schema: schema, template: entry.synced.template, rules: entry.synced.rules,
                resolver: options.resolves ? clock : nil, now: now)
            if let review {
                do {
                    plan = try SyncMerge.reviewed(
                        plan, of: group, record: key, state: state, schema: schema, template: entry.synced.template, review: review, clock: clock,
                        now: now)
                } catch {
                    for index in positions { outcomes[index] = .refused("\(error)") }
                    continue
                }
            }
            try await write(plan, table: table, key: key)
            for (position, outcome) in zip(positions, plan.outcomes) { outcomes[position] = outcome }
        }
        return outcomes
    }

    /// Takes the sync locks of the records `groups` names (each a `SyncFieldRow.group(table:record:)`)
    /// to the end of the transaction, whether their rows exist or not, all in one order every
    /// transaction shares.
    func lockSyncedRecords(_ groups: [String]) async throws(ADPostgresError) {
        guard !groups.isEmpty else { return }
        if let unstorable = groups.first(where: { $0.utf8.contains(0) }) {
            throw ADPostgresError(
                .unrepresentableValue(column: "record", value: .string(unstorable), reason: "PostgreSQL text cannot hold NUL"),
                table: nil)
        }
        var statement = PostgresStatement(numbered: try SyncStatements.recordLocks.get(), values: [])
        statement.append(array: groups)
        _ = try await run(statement, table: nil)
    }

    /// Whether `change` is in the log already: a push retried after its answer was lost.
    private func isLogged(_ change: ADSyncChange) async throws(ADPostgresError) -> Bool {
        try await registerOnce(SyncLogRow.self)
        let log = SyncLogRow.tableName
        let values = [
            try Self.text(change.stamp.text, column: "stamp", table: log), try Self.text(change.table, column: "table", table: log),
            try Self.text(change.record, column: "record", table: log), try Self.text(change.field, column: "field", table: log),
        ]
        return try await !run(PostgresStatement(numbered: try SyncStatements.logged.get(), values: values), table: log).isEmpty
    }

}
