/// Why a server sends a device to fetch a snapshot instead of serving its pull from the log:
/// the reason its 409 gives, as `fetch a snapshot: <reason>`.
///
/// ```swift
/// if ADSyncSnapshotReason(message: text)?.serverLostState == true { … }
/// ```
public enum ADSyncSnapshotReason: String, Sendable, CaseIterable {
    /// The cursor is of another database's log.
    case anotherLog = "the cursor is another database's log"
    /// The server's log ends before the cursor: its database was restored from an older backup.
    case restored = "the server's log ends before the cursor (it was restored from a backup)"
    /// The log was compacted past the cursor.
    case compacted = "the log was compacted past the cursor"
    /// The cursor is older than the device's last pull (the device went back, from a backup).
    case olderCursor = "the cursor is older than this device's last pull"
    /// The server does not know the device's replica: it lost what it knew of it.
    case unknownReplica = "the server does not know what this device holds"
    /// The person's roles or attributes changed, so what they may see did.
    case accessChanged = "your access changed since this device last synced"

    /// The reason of a 409's message, `nil` when it gives none of these.
    public init?(message: String) {
        guard let reason = Self.allCases.first(where: { message == $0.message }) else { return nil }
        self = reason
    }

    /// The 409's message: `fetch a snapshot: ` and the reason.
    public var message: String { "fetch a snapshot: " + rawValue }

    /// Whether the server lost what it knew — its database was restored from an older backup
    /// — so this device's own work it had pushed may be lost there too, and is pushed again
    /// (`ADSyncProvider.keepOwnUnheld()`).
    public var serverLostState: Bool { self == .restored || self == .unknownReplica }
}
