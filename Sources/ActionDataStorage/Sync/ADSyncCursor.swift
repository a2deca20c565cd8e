/// Where a device's pull stands: a position in one server's change log.
///
/// A cursor names the log it counts in (``log``, the server's replica), so a device that meets
/// another log — a new database, a server restored from a backup whose log ends before the
/// cursor — is told to fetch a snapshot instead of silently pulling nothing.
public struct ADSyncCursor: Sendable, Hashable, Codable {
    /// The last change of the log pulled; `0` before the first.
    public var position: Int64
    /// The log's identifier (the server's replica); `nil` before the first pull or snapshot.
    public var log: String?

    /// A cursor at `position` of `log`.
    public init(position: Int64, log: String?) {
        self.position = position
        self.log = log
    }

    /// Before the first sync: no log, nothing pulled.
    public static let start = ADSyncCursor(position: 0, log: nil)
}
