extension ADPostgresSharedSessionStorage {
    /// What an acknowledged edit survives: when the commit of a stored session state counts as
    /// done, so that the node may answer.
    ///
    /// Only the session storage's own connections are concerned; a provider of the models (an
    /// `ADPostgresProvider` of its own) always waits for its commits to reach the disk.
    public enum CommitDurability: String, Sendable, CaseIterable {
        /// An answered state is on PostgreSQL's disk (its write-ahead log flushed) before the
        /// node answers: it survives the death of any node and a crash of PostgreSQL or of its
        /// machine. Every answer waits for a flush of the log. The default.
        case durable
        /// An answered state is committed in PostgreSQL before the node answers, so every other
        /// node sees it and it survives the death of any node; the node does not wait for the
        /// write-ahead log to reach the disk (PostgreSQL's `synchronous_commit = off` on these
        /// connections alone). A crash of PostgreSQL or of its machine can lose the states
        /// committed in its last moments (up to three times `wal_writer_delay`, 600 ms by
        /// default); the database stays consistent, and those sessions go back to an earlier
        /// state. The session-signing secret is still stored durably.
        case nodeFailure = "node-failure"

        /// The server settings the storage's connections start with.
        var serverSettings: [(String, String)] {
            switch self {
            case .durable: []
            case .nodeFailure: [("synchronous_commit", "off")]
            }
        }
    }
}
