import ActionData
import ActionDataStorage

/// What one identity may push and pull: the server's permissions, table by table, or
/// everything where the server enforces none.
struct SyncAccess: Sendable {
    let permissions: ADPermissions?
    let identity: ADIdentity

    /// What decides what `identity` may see, as a text that changes when it does: their id,
    /// roles and attributes, which the rules read.
    static func fingerprint(of identity: ADIdentity) -> String {
        let attributes = identity.attributes.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }
        return ([identity.id] + identity.roles.sorted() + attributes).joined(separator: "\u{1F}")
    }

    /// The identity's access to `table`; `nil` when no rules are enforced.
    /// - Throws: ``ADPermissionError`` when the rules name no such table for anyone, or cannot
    ///   take the identity in.
    func access(to table: String) throws(ADPermissionError) -> ADAccess? {
        guard let permissions else { return nil }
        return try permissions.access(to: table, for: identity)
    }

    /// The check a push's merged records go through: the create, update and delete rules,
    /// read-only and hidden fields (refused), presets (applied whatever was pushed) and `check`.
    var review: ADSyncReview {
        let access = self
        return { table, stored, merged, fields in
            guard let rules = try access.access(to: table) else { return merged }
            switch (stored, merged) {
            case (nil, nil):
                return nil
            case (let stored?, nil):
                try rules.checkDelete(stored)
                return nil
            case (nil, let merged?):
                let presets = try rules.presetFields(of: merged, stored: false)
                for field in fields.subtracting(presets).sorted() { try rules.checkChange(of: field, in: merged, stored: false) }
                return try rules.created(merged, from: merged)
            case (let stored?, let merged?):
                let hidden = try rules.hiddenFields(of: stored)
                let presets = try rules.presetFields(of: stored, stored: true)
                for field in fields.subtracting(presets).sorted() {
                    if hidden.contains(field) { throw ADPermissionError(.readOnlyField(field)) }
                    try rules.checkChange(of: field, in: stored, stored: true)
                }
                return try rules.updated(merged, over: stored)
            }
        }
    }

    /// Whether `change` may be sent to this identity, given the record as stored (`nil`: gone).
    func mayPull(_ change: ADSyncChange, stored: ADRecord?) -> Bool {
        do {
            guard let rules = try access(to: change.table) else { return true }
            guard let stored else { return change.isDelete }
            guard try rules.allows(.read, stored) else { return false }
            if change.isDelete { return true }
            return try !rules.hiddenFields(of: stored).contains(change.field)
        } catch {
            return false
        }
    }

    /// What a device needs to undo the refused `change`: whether the record is on the server
    /// for the pusher, and the field's value there when they may see it.
    func refusal(of change: ADSyncChange, message: String, stored: ADRecord?) -> ADSyncRefusal {
        let readable = stored.map { readsRecord(change.table, $0) } ?? false
        let visible = readable && !change.isDelete && mayPull(change, stored: stored)
        return ADSyncRefusal(
            change: change, message: message, recordExists: readable, current: visible ? stored?[change.field] : nil)
    }

    /// Whether the identity may read `stored` of `table`.
    private func readsRecord(_ table: String, _ stored: ADRecord) -> Bool {
        do {
            guard let rules = try access(to: table) else { return true }
            return try rules.allows(.read, stored)
        } catch {
            return false
        }
    }
}
