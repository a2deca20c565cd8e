/// What one replica's person may see of the synced tables, for the database to select what a
/// pull or a snapshot reads for them — so a person who sees ten records of a million is not
/// read the million's changes.
///
/// Each table is seen whole, as the records a filter formula (their read rule) selects, or
/// only as the records the replica holds (those the server sent it and has not taken back,
/// which it must be told about when they change, leave its view or are deleted). A pull reads
/// a change of a record that the table's filter selects now, or that the replica holds; the
/// server then judges each as it always does, so the selection only spares reading, and
/// decides nothing the rules do not.
///
/// ```swift
/// let sight = ADSyncSight(replica: "phone-ada") { table in
///     table == "Category" ? .records(matching: "owner = 'ada'") : .held
/// }
/// let page = try await provider.changes(after: cursor, limit: 500, seenBy: sight)
/// ```
public struct ADSyncSight: Sendable {
    /// How one table is seen.
    public enum Table: Sendable, Hashable {
        /// Every record, every change.
        case everything
        /// The records for which `filter`, a formula over the record, is true now, and those
        /// the replica holds.
        case records(matching: String)
        /// Only the records the replica holds.
        case held
    }

    /// The replica whose holdings are seen; its own changes are not read back to it.
    public let replica: String
    private let sightOf: @Sendable (String) -> Table

    /// The sight of `replica`, whose person sees each table as `table` says.
    public init(replica: String, table: @escaping @Sendable (_ table: String) -> Table) {
        self.replica = replica
        self.sightOf = table
    }

    /// How the table named `table` is seen.
    public func of(_ table: String) -> Table { sightOf(table) }
}
