/// Why a sync step failed: what was wrong, and for which table when one is concerned.
public struct ADSyncError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A table that is not synced was named, or a synced table's model does not suit sync
        /// (an `autoIncrementingInt` or computed key, a key that is not text).
        case notSynced(String)
        /// A change, stamp, page or answer that does not parse or breaks the protocol.
        case malformed(String)
        /// The server could not be reached, or the connection broke.
        case unreachable(String)
        /// The server answered with an HTTP error status and this message.
        case server(status: Int, message: String)
        /// The storage refused a step.
        case storage(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// The table concerned, when one is.
    public let table: String?

    /// An error of `kind` about `table`.
    public init(_ kind: Kind, table: String? = nil) {
        self.kind = kind
        self.table = table
    }

    public var description: String {
        let place = table.map { "table \"\($0)\": " } ?? ""
        switch kind {
        case .notSynced(let reason): return place + "not synced: \(reason)"
        case .malformed(let reason): return place + "malformed: \(reason)"
        case .unreachable(let reason): return place + "the server cannot be reached: \(reason)"
        case .server(let status, let message): return place + "the server answered \(status): \(message)"
        case .storage(let reason): return place + reason
        }
    }
}
