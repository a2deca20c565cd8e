import ActionData
import Foundation

/// The changes a local save or delete of a synced record makes: one per field it changed
/// (every field of a new record), or the record's deletion, all with one new stamp.
package enum SyncJournal {
    /// What writing `after` (`nil`: deleting) over `before` (`nil`: the record was not stored)
    /// logs for the record `key` of `table`, given the stamps of the record's field states (its
    /// deletion's under the empty field name): a local write needs only those, not the values.
    package static func plan(
        table: String, key: String, primaryKey: String, before: ADRecord?, after: ADRecord?, stamps: [String: ADSyncStamp],
        clock: SyncClock
    ) -> SyncMergePlan {
        var plan = SyncMergePlan()
        guard let after else {
            guard before != nil else { return plan }
            let stamp = clock.stamp()
            let change = ADSyncChange.delete(table: table, record: key, stamp: stamp, previous: stamps.values.max())
            plan.logged.append(change)
            plan.fields.append(SyncFieldRow(table: table, record: key, field: "", value: .null, stamp: stamp))
            return plan
        }
        let deleted = stamps[""] != nil
        let created = before == nil || deleted
        let group = SyncFieldRow.group(table: table, record: key)
        plan.removesDeletion = deleted
        var stamp: (value: ADSyncStamp, text: String)?
        for (field, value) in after where field != primaryKey {
            guard created || before?[field] != value else { continue }
            let current = stamp ?? { let made = clock.stamp(); return (made, made.text) }()
            stamp = current
            plan.logged.append(ADSyncChange(
                table: table, record: key, field: field, value: value, stamp: current.value, previous: stamps[field]))
            plan.fields.append(SyncFieldRow(group: group, field: field, value: TaggedValue.text(value), stamp: current.text))
        }
        return plan
    }
}
