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
        var rows: [String: [String: ADRecord]] = [:]
        for (table, entries) in Dictionary(grouping: merging, by: \.table) {
            rows[table] = try await lockedRows(keys: entries.map(\.record), from: table)
        }
        let states = try await fieldStates(of: merging.map(\.group))
        let logged = try await loggedChanges(changes)
        let clock = try await syncClock()
        let now = Date()
        let latest = options.maximumClockSkew.map { SyncMerge.time(clock.now, plus: $0) }
        var decided: [JournalEntry] = []
        for entry in merging {
            let table = entry.table
            let key = entry.record
            var group: [ADSyncChange] = []
            var positions: [Int] = []
            for index in entry.indexes {
                let change = changes[index]
                if logged.contains([change.stamp.text, change.table, change.record, change.field]) { continue }
                if let latest, change.stamp.milliseconds > latest {
                    outcomes[index] = .ahead
                    continue
                }
                clock.observe(change.stamp)
                group.append(change)
                positions.append(index)
            }
            let schema = try await schema(of: table)
            let state = SyncRecordState(row: rows[table]?[key], fields: states[entry.group] ?? [:])
            Self.observe(state, on: clock)
            var plan = SyncMerge.plan(
                group, record: key, into: state, schema: schema, template: entry.synced.template, rules: entry.synced.rules,
                resolver: options.resolves ? clock : nil,
                refusingUnknown: options.refusesEditsOfUnknownRecords, localReplica: options.resolves ? nil : clock.replica, now: now)
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
            decided.append(JournalEntry(plan: plan, table: table, key: key))
            for (position, outcome) in zip(positions, plan.outcomes) { outcomes[position] = outcome }
        }
        try await write(decided)
        return outcomes
    }

    /// Takes the sync locks of the records `groups` names (each a `SyncFieldRow.group(table:record:)`)
    /// to the end of the transaction, whether their rows exist or not, all in one order every
    /// transaction shares.
    func lockSyncedRecords(_ groups: [String]) async throws(ADPostgresError) {
        guard !groups.isEmpty else { return }
        var statement = PostgresStatement(numbered: try SyncStatements.recordLocks.get(), values: [])
        statement.append(array: try Self.texts(groups, column: "owner", table: SyncFieldRow.tableName))
        _ = try await run(statement, table: nil)
    }
}
