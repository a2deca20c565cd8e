import Foundation

/// Where the sync of a form's records stands, as a form shows it: the changes not yet pushed,
/// the conflicts and refusals on record, the last sync, why the last attempt failed, and what
/// the last sync brought that the user should hear of.
///
/// The engine does not sync; an app makes this from what its sync client reports (with
/// ActionDataStorage, `ADSyncUpdate.formState`) and hands it to the form
/// (``ADBindingController/syncState``, ``ADFormModel/syncState``), which shows it and announces
/// ``announcement``.
///
/// ```swift
/// let state = ADFormSyncState(unpushedChanges: 2, lastSync: Date(),
///                             newRefusals: [ADFormSyncRefusal(field: "price", message: "read only")])
/// state.announcement   // "1 change was refused: price (read only)."
/// ```
public struct ADFormSyncState: Sendable, Hashable {
    /// This device's changes not yet pushed to the server.
    public var unpushedChanges: Int
    /// The changes on record that lost to concurrent edits or deletes.
    public var conflicts: Int
    /// The changes on record the server refused.
    public var refusals: Int
    /// When the last sync finished, or `nil` when none has.
    public var lastSync: Date?
    /// Why the last sync attempt failed (the server out of reach, a sign-in to renew), or `nil`
    /// when it succeeded or none was made.
    public var failure: String?
    /// The fields whose edits the last sync recorded as lost to newer ones, one entry per
    /// conflict; an empty name stands for a whole record (a delete that lost or won).
    public var newConflictFields: [String]
    /// The changes the server refused in the last sync.
    public var newRefusals: [ADFormSyncRefusal]
    /// Whether the last sync removed the form's record from the device: it was deleted
    /// elsewhere, or is no longer the person's to see. Saving it is refused.
    public var recordRemoved: Bool

    /// A state; the default is a form that has never synced and has nothing to push.
    public init(
        unpushedChanges: Int = 0, conflicts: Int = 0, refusals: Int = 0, lastSync: Date? = nil, failure: String? = nil,
        newConflictFields: [String] = [], newRefusals: [ADFormSyncRefusal] = [], recordRemoved: Bool = false
    ) {
        self.unpushedChanges = unpushedChanges
        self.conflicts = conflicts
        self.refusals = refusals
        self.lastSync = lastSync
        self.failure = failure
        self.newConflictFields = newConflictFields
        self.newRefusals = newRefusals
        self.recordRemoved = recordRemoved
    }

    /// Whether the last sync attempt failed (``failure`` says why).
    public var lastAttemptFailed: Bool { failure != nil }

    /// Whether the last sync brought conflicts or refusals the user should hear of.
    public var hasNews: Bool { !newConflictFields.isEmpty || !newRefusals.isEmpty || recordRemoved }
}
