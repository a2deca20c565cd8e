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

    /// What the person's rules let them see of each table, for the database to select what it
    /// reads for them: a table whose rules let them read everything is seen whole; another as
    /// the records their read rules select and those the replica holds; one whose rules cannot
    /// be read for them as those the replica holds only. The page judges each record read as
    /// ever; the selection spares reading what it would give nothing of.
    var sight: ADSyncSight {
        let access = access
        return ADSyncSight(replica: replica) { table in
            do {
                guard let rules = try access.access(to: table) else { return .everything }
                return rules.readsEverything ? .everything : .records(matching: rules.readFilter)
            } catch {
                return .held
            }
        }
    }

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

    /// What a page of the log read after `position` gives this replica, after what `earlier`
    /// pages of the same pull gave, at most `room` records in all: each record whole
    /// as the person sees it now, or its deletion or eviction, and the position through which
    /// the log was taken (`full` when a record did not fit). A change of fields hidden from
    /// the person alone, of a record they hold, gives nothing, and takes no room; so where a
    /// page ends depends only on what they see.
    func page(_ page: ADSyncPage, after position: Int64, continuing earlier: ViewedPage, room: Int) async throws -> ViewedPage {
        let grouped = grouped(page.changes)
        let viewed = grouped.viewedRecords
        let states = try await states(of: viewed)
        let held = viewed.isEmpty ? [] : try await provider.holdings(of: replica, among: viewed)
        var taken = earlier
        (taken.adding, taken.removing) = ([], [])
        var seen: [ADSyncRecordKey: SeenRecord] = [:]
        for change in page.changes {
            let record = ADSyncRecordKey(table: change.table, record: change.record)
            // Where the next page starts when this change does not fit.
            let before = max(position, change.sequence - 1)
            guard let rules = grouped.viewed[record.table] else {
                if !taken.sent.contains(record), taken.sent.count >= room {
                    return try await finished(taken, through: before, full: true)
                }
                taken.sent.append(record)
                taken.page.changes.append(change)
                continue
            }
            guard !taken.sent.contains(record) else { continue }
            // Only a change the person could see gives anything, and where it stands in the log
            // decides the record's place in the answer: a change of fields hidden from them
            // neither sends a record nor moves it.
            let state = states[record]
            let sight = seen[record] ?? seenRecord(record, state, under: rules)
            seen[record] = sight
            guard sight.sees(change), sight.visible != nil || held.contains(record) else { continue }
            guard taken.sent.count < room else { return try await finished(taken, through: before, full: true) }
            if let visible = sight.visible {
                taken.page.changes += visible
                taken.adding.append(record)
            } else {
                if let state, state.row == nil, let deletion = state.deletion {
                    taken.page.changes.append(.delete(table: record.table, record: record.record, stamp: deletion, previous: nil))
                } else {
                    taken.page.evicted.append(record)
                }
                taken.removing.append(record)
            }
            taken.sent.append(record)
        }
        return try await finished(taken, through: page.cursor, full: false)
    }

    /// What a page of the log gives a replica: the answer, the records it sent, the holdings
    /// to change, and once taken, where the log was read through and whether a record did not fit.
    struct ViewedPage {
        var page = ADSyncPage(changes: [], cursor: 0, more: false)
        var sent = OrderedSet<ADSyncRecordKey>()
        var adding: [ADSyncRecordKey] = []
        var removing: [ADSyncRecordKey] = []
        var through: Int64 = 0
        var full = false
    }

    /// `taken` once its holdings are recorded, read `through` a position, `full` or not.
    private func finished(_ taken: ViewedPage, through: Int64, full: Bool) async throws -> ViewedPage {
        if !taken.adding.isEmpty || !taken.removing.isEmpty {
            try await provider.updateHoldings(of: replica, adding: taken.adding, removing: taken.removing, resetting: false)
        }
        var finished = taken
        (finished.through, finished.full) = (through, full)
        return finished
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
            if let visible = visibleFields(of: record, states[record], under: rules) {
                answer += visible.changes
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

    /// What the person sees of a record a page of the log touches: its fields, where they may
    /// read it, and which of its fields' changes they could see — none but its deletion once it
    /// is gone.
    private struct SeenRecord {
        /// Its fields as they may see them; `nil` when they may not read it.
        let visible: [ADSyncChange]?
        /// The fields hidden from them; `nil` when it is gone.
        let hidden: Set<String>?

        /// Whether they could see `change`: a delete, or a change of a field not hidden from them.
        func sees(_ change: ADSyncChange) -> Bool {
            change.isDelete || hidden.map { !$0.contains(change.field) } ?? false
        }
    }

    /// What the person sees of `record`, now `state`: where they may not read it, the fields
    /// that would be hidden from them if they could (every one when the rules cannot tell).
    private func seenRecord(_ record: ADSyncRecordKey, _ state: ADSyncRecordState?, under rules: ADAccess?) -> SeenRecord {
        if let visible = visibleFields(of: record, state, under: rules) { return SeenRecord(visible: visible.changes, hidden: visible.hidden) }
        guard let row = state?.row else { return SeenRecord(visible: nil, hidden: nil) }
        return SeenRecord(visible: nil, hidden: (try? rules?.fieldsAlwaysHidden(in: row)) ?? Set(row.fieldNames))
    }

    /// The stored record's fields the person may see, with their stamps, and those hidden
    /// from them; `nil` when it is not stored or they may not read it.
    private func visibleFields(
        of record: ADSyncRecordKey, _ state: ADSyncRecordState?, under rules: ADAccess?
    ) -> (changes: [ADSyncChange], hidden: Set<String>)? {
        guard let state, let row = state.row, let rules else { return nil }
        do {
            guard try rules.allows(.read, row) else { return nil }
            let hidden = try rules.hiddenFields(of: row)
            return (state.changes(table: record.table, key: record.record).filter { !hidden.contains($0.field) }, hidden)
        } catch {
            return nil
        }
    }
}
