import ActionData
import Foundation

extension ADSyncUpdate {
    /// The update as a form shows it: ``ADSyncStatus/unpushed`` changes, the last sync, the
    /// failure's description, and this sync's new conflicts — those the server refused as
    /// refusals with their messages, the others as the fields whose edits lost.
    ///
    /// ``ADSyncStatus/conflicts`` counts conflicts and refusals together, so `refusals` is this
    /// sync's refusals and `conflicts` the rest of those on record.
    ///
    /// ```swift
    /// for await update in await client.updates() { form.syncState = update.formState }
    /// ```
    public var formState: ADFormSyncState {
        let refused = newConflicts.filter { $0.reason == .refused }
        let lost = newConflicts.filter { $0.reason != .refused }
        return ADFormSyncState(
            unpushedChanges: status.unpushed,
            conflicts: max(0, status.conflicts - refused.count),
            refusals: refused.count,
            lastSync: status.lastSync.flatMap { ISO8601DateFormatter().date(from: $0) },
            failure: failure?.description,
            newConflictFields: lost.map(\.field),
            newRefusals: refused.map { ADFormSyncRefusal(field: $0.field, message: $0.message) })
    }

    /// ``formState`` for a form open on the record `key` of `table`, telling it when this sync
    /// removed the record from the device (`ADFormSyncState.recordRemoved`).
    ///
    /// ```swift
    /// form.syncState = update.formState(forRecord: category.id, in: Category.tableName)
    /// ```
    public func formState(forRecord key: String, in table: String) -> ADFormSyncState {
        var state = formState
        state.recordRemoved = removedRecords[table]?.contains(key) == true
        return state
    }
}
