/// What one ``ADSyncClient/sync()`` did.
public struct ADSyncReport: Sendable, Hashable, ADSyncChangedRecords {
    /// Changes pushed (retries included).
    public var pushed = 0
    /// Of those, the ones the server kept as they were.
    public var applied = 0
    /// Of those, the ones that lost to a concurrent change on the server.
    public var superseded = 0
    /// Of those, the ones the server refused (and this replica rolled back).
    public var refused = 0
    /// Changes stamped anew because this device's clock ran ahead of the server's, which the
    /// device now keeps time by.
    public var restamped = 0
    /// Changes pulled from other replicas.
    public var pulled = 0
    /// Of those, the ones this device could not take yet — a table or field its app does not
    /// have, a value of another type — kept aside until a model that takes them is registered.
    public var setAside = 0
    /// Why this sync fetched a snapshot of the server's records — the first sync, or the
    /// server's reason it could not serve this device's cursor (restored from a backup,
    /// another database) — or `nil` when it pulled from the log only. Unpushed changes are
    /// kept through a snapshot.
    public var snapshot: String?
    /// The changes a snapshot carried.
    public var snapshotChanges = 0
    /// The records a snapshot of a server that lost what it knew (restored from an older
    /// backup) lacked, kept on this device with its own work on them, which the next push
    /// sends again (``ADSyncSnapshotReason/serverLostState``).
    public var keptForServer = 0
    /// The records a snapshot removed from this device: the server no longer holds them,
    /// or no longer shows them to this person.
    public var evicted = 0
    /// The records the pulled changes and the rolled-back refusals touched, by table; the
    /// records a snapshot wrote are not listed (``reloadedTables``).
    public var changedRecords: [String: Set<String>] = [:]
    /// The tables a snapshot wrote records into: any record of theirs may have changed. A
    /// snapshot's records are not listed one by one, so its memory stays that of a page.
    public var reloadedTables: Set<String> = []
    /// Of the records changed, those this sync removed from the device, by table: deleted
    /// elsewhere, or evicted from the person's view.
    public var removedRecords: [String: Set<String>] = [:]

    /// An empty report.
    public init() {}
}
