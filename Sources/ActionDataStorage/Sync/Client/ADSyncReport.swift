/// What one ``ADSyncClient/sync()`` did.
public struct ADSyncReport: Sendable, Hashable {
    /// Changes pushed (retries included).
    public var pushed = 0
    /// Of those, the ones the server kept as they were.
    public var applied = 0
    /// Of those, the ones that lost to a concurrent change on the server.
    public var superseded = 0
    /// Of those, the ones the server refused (and this replica rolled back).
    public var refused = 0
    /// Changes pulled from other replicas.
    public var pulled = 0
    /// The records the pulled changes and the rolled-back refusals touched, by table.
    public var changedRecords: [String: Set<String>] = [:]

    /// An empty report.
    public init() {}
}
