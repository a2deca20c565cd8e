import ActionData

/// How a device takes in a snapshot's record that it holds and has not changed since its last
/// push: the server's word wins, field by field, but where the field's latest change is this
/// device's own and later than the server's — a change the server lost, restored from an older
/// backup — which stays and is pushed again, after the server's value. So every replica ends
/// as the server after a restore, and then the server gets back what each replica made.
package struct SyncSnapshotTaking: Equatable {
    /// The fields' values and stamps to store.
    package var fields: [String: SyncFieldState] = [:]
    /// This device's own changes to push again.
    package var again: [ADSyncChange] = []
    /// Whether the record stays deleted: this device deleted it later than any of the server's stamps.
    package var staysDeleted = false
    /// Other replicas' changes this device held that the server's word replaced: it forgets
    /// it had them, so that when their replica pushes them again, they are taken again.
    package var forgotten: [ADSyncChange] = []

    /// What `changes`, a snapshot's fields of the record `key` of `table`, make of `state`,
    /// the record as the replica `replica` holds it.
    package init(_ changes: [ADSyncChange], table: String, key: String, over state: SyncRecordState, replica: String) {
        if state.row == nil, let deletion = state.deletion, deletion.stamp.replica == replica,
            changes.allSatisfy({ $0.stamp < deletion.stamp })
        {
            staysDeleted = true
            again = [.delete(table: table, record: key, stamp: deletion.stamp, previous: changes.map(\.stamp).max())]
            return
        }
        for change in changes {
            if state.row != nil, let mine = state.fields[change.field], mine.stamp.replica == replica, mine.stamp > change.stamp {
                fields[change.field] = mine
                again.append(
                    ADSyncChange(table: table, record: key, field: change.field, value: mine.value, stamp: mine.stamp, previous: change.stamp))
            } else {
                if let held = state.fields[change.field], held.stamp > change.stamp {
                    forgotten.append(
                        ADSyncChange(table: table, record: key, field: change.field, value: held.value, stamp: held.stamp, previous: nil))
                }
                fields[change.field] = SyncFieldState(value: change.value, stamp: change.stamp)
            }
        }
    }
}
