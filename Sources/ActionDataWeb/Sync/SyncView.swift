import ActionData
import ActionDataStorage
import OrderedCollections

/// What one person's replica is sent of the records: under rules that hide records or fields
/// from them, each record whole as they may see it now — never the changes that led there,
/// whose old values and hidden fields are not theirs — a record leaving their view taken
/// back, and a deletion told only to a replica that held the record. Without such rules,
/// the changes as they are.
///
/// The server keeps which records it sent each replica (its holdings) for this.
struct SyncView {
    let provider: any ADSyncProvider
    let access: SyncAccess
    let replica: String

    /// Changes grouped by record, in order, with what the person's rules give of each table.
    private struct Grouped {
        var records = OrderedDictionary<ADSyncRecordKey, [ADSyncChange]>()
        /// The tables served by view, each with the person's access (`nil`: none), read once.
        var viewed: [String: ADAccess?] = [:]

        /// The records of tables served by view.
        var viewedRecords: [ADSyncRecordKey] { records.keys.filter { viewed.keys.contains($0.table) } }
    }

    /// `changes` by record, and for each table whether it is served as the changes themselves
    /// (no rules, or rules that let the person read every record and field of it) or by view.
    private func grouped(_ changes: [ADSyncChange]) -> Grouped {
        var grouped = Grouped()
        var decided = Set<String>()
        for change in changes {
            grouped.records[ADSyncRecordKey(table: change.table, record: change.record), default: []].append(change)
            guard access.permissions != nil, decided.insert(change.table).inserted else { continue }
            do {
                if let rules = try access.access(to: change.table), !rules.readsEverything { grouped.viewed[change.table] = .some(rules) }
            } catch {
                grouped.viewed[change.table] = .some(nil)
            }
        }
        return grouped
    }

    /// A page of the log as this replica is to receive it.
    func page(_ page: ADSyncPage, log: String) async throws -> ADSyncPage {
        let grouped = grouped(page.changes)
        let viewed = grouped.viewedRecords
        let states = try await states(of: viewed)
        let held = viewed.isEmpty ? [] : try await provider.holdings(of: replica, among: viewed)
        var answer = ADSyncPage(changes: [], cursor: page.cursor, more: page.more, log: log)
        var adding: [ADSyncRecordKey] = []
        var removing: [ADSyncRecordKey] = []
        for (record, changes) in grouped.records {
            guard let rules = grouped.viewed[record.table] else {
                answer.changes += changes
                continue
            }
            let state = states[record]
            if let visible = visibleChanges(of: record, state, under: rules) {
                answer.changes += visible
                adding.append(record)
            } else if held.contains(record) {
                if let state, state.row == nil, let deletion = state.deletion {
                    answer.changes.append(.delete(table: record.table, record: record.record, stamp: deletion, previous: nil))
                } else {
                    answer.evicted.append(record)
                }
                removing.append(record)
            }
        }
        if !adding.isEmpty || !removing.isEmpty {
            try await provider.updateHoldings(of: replica, adding: adding, removing: removing, resetting: false)
        }
        return answer
    }

    /// A snapshot page's changes as this replica is to receive them: the records it may read,
    /// each as it may see it; those of tables served by view become its holdings (all of them,
    /// from the first page on).
    func snapshot(_ changes: [ADSyncChange], first: Bool) async throws -> [ADSyncChange] {
        let grouped = grouped(changes)
        let states = try await states(of: grouped.viewedRecords)
        var answer: [ADSyncChange] = []
        var adding: [ADSyncRecordKey] = []
        for (record, recordChanges) in grouped.records {
            guard let rules = grouped.viewed[record.table] else {
                answer += recordChanges
                continue
            }
            if let visible = visibleChanges(of: record, states[record], under: rules) {
                answer += visible
                adding.append(record)
            }
        }
        if first || !adding.isEmpty {
            try await provider.updateHoldings(of: replica, adding: adding, removing: [], resetting: first)
        }
        return answer
    }

    /// Records that the replica holds the records its pushed `changes` created or changed
    /// (those not refused): it is told when they leave its view or are deleted.
    func pushed(_ changes: [ADSyncChange], outcomes: [ADSyncOutcome]) async throws {
        let viewed = grouped(changes).viewed
        var records = OrderedSet<ADSyncRecordKey>()
        for (change, outcome) in zip(changes, outcomes) where viewed.keys.contains(change.table) {
            if case .refused = outcome { continue }
            records.append(ADSyncRecordKey(table: change.table, record: change.record))
        }
        guard !records.isEmpty else { return }
        try await provider.updateHoldings(of: replica, adding: Array(records), removing: [], resetting: false)
    }

    /// The states of `records`, by record.
    private func states(of records: [ADSyncRecordKey]) async throws -> [ADSyncRecordKey: ADSyncRecordState] {
        var byTable: [String: [String]] = [:]
        for record in records { byTable[record.table, default: []].append(record.record) }
        var states: [ADSyncRecordKey: ADSyncRecordState] = [:]
        for (table, keys) in byTable {
            for (key, state) in try await provider.syncedStates(in: table, keys: keys) {
                states[ADSyncRecordKey(table: table, record: key)] = state
            }
        }
        return states
    }

    /// The stored record's fields the person may see, with their stamps; `nil` when it is not
    /// stored or they may not read it.
    private func visibleChanges(of record: ADSyncRecordKey, _ state: ADSyncRecordState?, under rules: ADAccess?) -> [ADSyncChange]? {
        guard let state, let row = state.row, let rules else { return nil }
        do {
            guard try rules.allows(.read, row) else { return nil }
            let hidden = try rules.hiddenFields(of: row)
            return state.changes(table: record.table, key: record.record).filter { !hidden.contains($0.field) }
        } catch {
            return nil
        }
    }
}
