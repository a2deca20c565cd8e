/// What an app hears after each sync attempt of an ``ADSyncClient``: the state to show, and the
/// records a form showing one of them should refresh.
public struct ADSyncUpdate: Sendable, ADSyncChangedRecords {
    /// What the sync did; `nil` when it failed.
    public var report: ADSyncReport?
    /// Why the sync failed, if it did (the server out of reach, a sign-in to renew).
    public var failure: ADSyncError?
    /// Changes not pushed, conflicts and refusals on record, the last sync.
    public var status: ADSyncStatus
    /// The records a pull or a rolled-back refusal changed, by table; the records a snapshot
    /// wrote are not listed (``reloadedTables``). Ask ``changed(_:in:)`` and ``changed(in:)``.
    public var changedRecords: [String: Set<String>]
    /// The tables a snapshot wrote records into: any record of theirs may have changed.
    public var reloadedTables: Set<String>
    /// The conflicts and refusals recorded since the last update, each announced once (across
    /// launches), newest first.
    public var newConflicts: [ADSyncConflict]
    /// The records the sync removed from this device, by table: deleted elsewhere, or out of
    /// the person's view now. A form open on one is told (``formState(forRecord:in:)``).
    public var removedRecords: [String: Set<String>]

    /// An update.
    public init(
        report: ADSyncReport?, failure: ADSyncError?, status: ADSyncStatus, changedRecords: [String: Set<String>],
        newConflicts: [ADSyncConflict], removedRecords: [String: Set<String>] = [:], reloadedTables: Set<String> = []
    ) {
        self.reloadedTables = reloadedTables
        self.report = report
        self.failure = failure
        self.status = status
        self.changedRecords = changedRecords
        self.newConflicts = newConflicts
        self.removedRecords = removedRecords
    }
}
