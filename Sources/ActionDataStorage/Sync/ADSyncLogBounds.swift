/// Where a server's change log can serve pulls from and to.
public struct ADSyncLogBounds: Sendable, Hashable {
    /// A pull from a cursor below this needs a snapshot: tombstones after it were removed.
    public var start: Int64
    /// The last change's sequence; `0` for an empty log. A cursor past it is another log's
    /// (the database was restored from an older backup).
    public var end: Int64
    /// The log's identifier, made with it and kept (restored with a backup): the
    /// ``ADSyncCursor/log`` of the devices that pull from it.
    public var log: String

    /// Bounds of the log `log`.
    public init(start: Int64, end: Int64, log: String) {
        self.start = start
        self.end = end
        self.log = log
    }
}
