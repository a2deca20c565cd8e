import ActionData
import Foundation

/// What became of one incoming change.
public enum ADSyncOutcome: Sendable, Hashable {
    /// It was applied, or had been already.
    case applied
    /// It lost to a concurrent change (or the table's resolution); an ``ADSyncConflict`` holds it.
    case superseded
    /// It was refused, for the reason given; nothing of it was applied.
    case refused(String)
    /// It was stamped further ahead of the server's clock than it allows: nothing of it was
    /// applied. The device sets its clock by the server's time the answer carries, stamps its
    /// unpushed changes anew and pushes them again.
    case ahead
}

/// What merging changes into one record writes, all in one transaction.
package struct SyncMergePlan: Sendable {
    /// The record's row as it is to be stored: `nil` when it is to be deleted or stay absent.
    package var row: ADRecord?
    /// Whether the row must be written (saved, or deleted when ``row`` is `nil`).
    package var rowChanged = false
    /// The field states to store.
    package var fields: [SyncFieldRow] = []
    /// Whether the record's deletion state is to be removed: the record was revived, or saved
    /// again after it was deleted.
    package var removesDeletion = false
    /// The changes to append to the log, in order: those applied (an equal value's included)
    /// and the resolutions made.
    package var logged: [ADSyncChange] = []
    /// The changes that lost.
    package var conflicts: [ADSyncConflict] = []
    /// Each incoming change's outcome, in order.
    package var outcomes: [ADSyncOutcome] = []

    /// A plan that writes nothing.
    package init() {}
}

/// Field-by-field merging of changes, the same on every replica: pure, so each rule has a
/// table-driven test.
///
/// A change whose ``ADSyncChange/previous`` is the stamp held follows the held value and is
/// applied. Otherwise it was made concurrently: an equal value is no conflict (it is logged, so
/// a retry finds it, and the row is left as it is), a different one
/// keeps the later stamp — or, on the server, the table's resolution — and records the other as
/// an ``ADSyncConflict``. A delete against concurrent edits follows ``ADSyncRules/deletes``.
package enum SyncMerge {
    /// Merges `incoming`, all for the record `key` of the table `schema` describes, into `state`.
    ///
    /// - Parameters:
    ///   - template: the values of a new record's fields.
    ///   - resolver: the server's clock, which stamps the values the table's resolutions make;
    ///     `nil` on a device, where the later stamp wins and the server's resolution arrives by pull.
    ///   - refusingUnknown: whether edits of a record `state` does not know, with no creation
    ///     among `incoming`, are refused (``ADSyncApplyOptions/refusesEditsOfUnknownRecords``).
    ///   - localReplica: on a device, its own replica: a change received against a value
    ///     another replica made is the server's word (the server settled any conflict and
    ///     recorded it), so the later stamp wins without a conflict here; only a value this
    ///     device made can lose to one.
    package static func plan(
        _ incoming: [ADSyncChange], record key: String, into state: SyncRecordState, schema: ADTableSchema, template: ADRecord,
        rules: ADSyncRules, resolver: SyncClock?, refusingUnknown: Bool = false, localReplica: String? = nil, now: Date = Date()
    ) -> SyncMergePlan {
        var merge = Merger(
            key: key, state: state, schema: schema, template: template, rules: rules, resolver: resolver, localReplica: localReplica, now: now)
        let unknown = refusingUnknown && state.row == nil && state.fields.isEmpty
            && !incoming.contains { !$0.isDelete && $0.previous == nil }
        for change in incoming {
            if unknown, !change.isDelete {
                merge.plan.outcomes.append(.refused("the record does not exist here: the change follows a value this server never held"))
            } else {
                merge.take(change)
            }
        }
        return merge.plan
    }

    /// The fields `changes` set, for the server's permission check: for a new record only those
    /// whose value is not the template's (a new record's changes carry every field).
    package static func fieldsSet(by changes: [ADSyncChange], on row: ADRecord?, template: ADRecord) -> Set<String> {
        Set(changes.filter { !$0.isDelete && (row != nil || $0.value != template[$0.field]) }.map(\.field))
    }

    private struct Merger {
        let key: String
        var state: SyncRecordState
        let schema: ADTableSchema
        let template: ADRecord
        let rules: ADSyncRules
        let resolver: SyncClock?
        let localReplica: String?
        let now: Date
        var plan = SyncMergePlan()

        init(
            key: String, state: SyncRecordState, schema: ADTableSchema, template: ADRecord, rules: ADSyncRules, resolver: SyncClock?,
            localReplica: String?, now: Date
        ) {
            self.key = key
            self.state = state
            self.schema = schema
            self.template = template
            self.rules = rules
            self.resolver = resolver
            self.localReplica = localReplica
            self.now = now
            plan.row = state.row
        }

        mutating func take(_ change: ADSyncChange) {
            if change.isDelete {
                plan.outcomes.append(delete(change))
            } else if change.field == schema.primaryKey {
                plan.outcomes.append(.refused("the key \"\(change.field)\" cannot change"))
            } else if let type = schema.columns[change.field] {
                guard type.accepts(change.value) else {
                    plan.outcomes.append(.refused("the field \"\(change.field)\" holds \(type) values here, not \(change.value.kind)"))
                    return
                }
                plan.outcomes.append(edit(change))
            } else {
                plan.outcomes.append(.refused("the table has no field \"\(change.field)\""))
            }
        }

        private mutating func edit(_ change: ADSyncChange) -> ADSyncOutcome {
            if let deletion = state.deletion {
                if deletion.stamp == change.stamp { return .applied }
                switch rules.deletes {
                case .deleteWins:
                    record(change, lost: .deleted, kept: .null, keptReplica: deletion.stamp.replica)
                    return .superseded
                case .editWins:
                    revive(losing: deletion, to: change.stamp.replica)
                }
            }
            guard let current = state.fields[change.field] else {
                apply(change)
                return .applied
            }
            if current.stamp == change.stamp { return .applied }
            // A value stored before its table synced (the origin stamp) is followed by any change.
            if change.previous == current.stamp || current.stamp.isOrigin {
                if let resolver, change.stamp < current.stamp {
                    // It follows the held value yet is stamped before it: a clock that did not
                    // move past the stamp it saw. The server stamps it anew, so it stays later.
                    var restamped = change
                    restamped.stamp = resolver.stamp()
                    apply(restamped)
                } else {
                    apply(change)
                }
                return .applied
            }
            if current.value == change.value {
                if change.stamp > current.stamp { keep(change) }
                plan.logged.append(change)
                return .applied
            }
            if let localReplica, current.stamp.replica != localReplica {
                guard change.stamp > current.stamp else { return .superseded }
                apply(change)
                return .applied
            }
            if let resolver, let resolution = rules.resolutions[change.field], let value = resolve(resolution, change, current) {
                let stamp = resolver.stamp()
                let resolved = ADSyncChange(
                    table: change.table, record: change.record, field: change.field, value: value, stamp: stamp,
                    previous: max(current.stamp, change.stamp))
                apply(resolved)
                if current.value != value { record(current, change, lost: .edited, kept: value, keptReplica: stamp.replica) }
                if change.value != value {
                    record(change, lost: .edited, kept: value, keptReplica: stamp.replica)
                    return .superseded
                }
                return .applied
            }
            if change.stamp > current.stamp {
                apply(change)
                record(current, change, lost: .edited, kept: change.value, keptReplica: change.stamp.replica)
                return .applied
            }
            record(change, lost: .edited, kept: current.value, keptReplica: current.stamp.replica)
            return .superseded
        }

        private mutating func delete(_ change: ADSyncChange) -> ADSyncOutcome {
            if let deletion = state.deletion {
                guard deletion.stamp != change.stamp else { return .applied }
                if change.stamp > deletion.stamp {
                    let later = SyncFieldState(value: .null, stamp: change.stamp)
                    state.fields[""] = later
                    keepField("", later)
                }
                plan.logged.append(change)
                return .applied
            }
            // On a device, only its own values can lose to a delete the server sends.
            let concurrent = state.fields.filter { _, field in
                !field.stamp.isOrigin && (change.previous.map { field.stamp > $0 } ?? true)
                    && (localReplica.map { field.stamp.replica == $0 } ?? true)
            }
            if rules.deletes == .editWins, let latest = concurrent.values.max(by: { $0.stamp < $1.stamp }) {
                record(change, lost: .revived, kept: .null, keptReplica: latest.stamp.replica)
                return .superseded
            }
            for (name, field) in concurrent.sorted(by: { $0.key < $1.key }) {
                recordLoss(field: name, value: field.value, stamp: field.stamp, reason: .deleted, kept: .null, keptReplica: change.stamp.replica)
            }
            let deletion = SyncFieldState(value: .null, stamp: change.stamp)
            state.fields[""] = deletion
            plan.removesDeletion = false
            if plan.row != nil || state.row != nil { plan.rowChanged = true }
            plan.row = nil
            keepField("", deletion)
            plan.logged.append(change)
            return .applied
        }

        /// Brings a deleted record back, every field at its latest value, recording the delete as lost.
        private mutating func revive(losing deletion: SyncFieldState, to replica: String) {
            var row = newRow()
            for (name, field) in state.fields where !name.isEmpty && row[name] != nil { row[name] = field.value }
            plan.row = row
            plan.rowChanged = true
            state.fields[""] = nil
            plan.fields.removeAll { $0.field.isEmpty }
            plan.removesDeletion = true
            recordLoss(field: "", value: .null, stamp: deletion.stamp, reason: .revived, kept: .null, keptReplica: replica)
        }

        private mutating func apply(_ change: ADSyncChange) {
            var row = plan.row ?? newRow()
            row[change.field] = change.value
            plan.row = row
            plan.rowChanged = true
            keep(change)
            plan.logged.append(change)
        }

        /// Holds `change` as its field's latest, without touching the row.
        private mutating func keep(_ change: ADSyncChange) {
            let field = SyncFieldState(value: change.value, stamp: change.stamp)
            state.fields[change.field] = field
            keepField(change.field, field)
        }

        private mutating func keepField(_ name: String, _ field: SyncFieldState) {
            let row = SyncFieldRow(table: schema.tableName, record: key, field: name, value: field.value, stamp: field.stamp)
            plan.fields.removeAll { $0.id == row.id }
            plan.fields.append(row)
        }

        private func newRow() -> ADRecord {
            var row = template
            row[schema.primaryKey] = .string(key)
            return row
        }

        private func resolve(_ resolution: ADSyncResolution, _ change: ADSyncChange, _ current: SyncFieldState) -> ADValue? {
            let mine = plan.row ?? newRow()
            var theirs = mine
            theirs[change.field] = change.value
            switch resolution {
            case .later:
                return nil
            case .formula(let text):
                guard let formula = try? ADFormula(text) else { return nil }
                return try? formula.evaluate(in: ["mine": .record(mine), "theirs": .record(theirs)])
            case .custom(let resolve):
                return resolve(change.field, mine, theirs)
            }
        }

        private mutating func record(
            _ change: ADSyncChange, lost reason: ADSyncConflict.Reason, kept: ADValue, keptReplica: String
        ) {
            recordLoss(field: change.field, value: change.value, stamp: change.stamp, reason: reason, kept: kept, keptReplica: keptReplica)
        }

        private mutating func record(
            _ current: SyncFieldState, _ change: ADSyncChange, lost reason: ADSyncConflict.Reason, kept: ADValue, keptReplica: String
        ) {
            recordLoss(field: change.field, value: current.value, stamp: current.stamp, reason: reason, kept: kept, keptReplica: keptReplica)
        }

        private mutating func recordLoss(
            field: String, value: ADValue, stamp: ADSyncStamp, reason: ADSyncConflict.Reason, kept: ADValue, keptReplica: String
        ) {
            plan.conflicts.append(ADSyncConflict(
                time: now, table: schema.tableName, record: key, field: field, reason: reason, kept: kept, lost: value,
                keptReplica: keptReplica, lostStamp: stamp))
        }
    }
}
