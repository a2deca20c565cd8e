import GRDB

/// The prepared `INSERT` statements of one transaction, by the shape of the save; dropped
/// whenever a table's columns change.
final class PreparedSaves {
    var statements: [SaveShape: Statement] = [:]
}

/// What a save statement depends on.
struct SaveShape: Hashable {
    let table: String
    let fields: [String]
    let assignsRowID: Bool
    /// Whether the statement also stores a synced record's stamps (`SyncStampsColumn`).
    let carriesStamps: Bool
}
