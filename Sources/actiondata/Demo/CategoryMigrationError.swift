/// Why the categories of an earlier build could not be moved to synced keys; the table is
/// then as that build left it.
struct CategoryMigrationError: Error, CustomStringConvertible {
    /// The table whose categories stayed where they were.
    let table: String
    /// What the database answered.
    let reason: String

    var description: String {
        "table \"\(table)\": the categories of an earlier build could not be moved to synced keys, "
            + "and the table was left as it was: \(reason)"
    }
}
