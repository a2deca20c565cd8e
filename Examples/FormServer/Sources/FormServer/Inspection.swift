import ActionDataWebSQLite
import Foundation

/// What an inspection found.
enum Outcome: String, Codable, CaseIterable {
    case pending, passed, failed
}

/// One site visit: the model the form edits and SQLite stores, and that syncs with the
/// inspectors' devices (`ADSyncedTable`: keys no two offline devices both choose). Rename it and
/// its fields for your own records; the table follows on the next start (see README.md).
struct Inspection: ADSyncedTable {
    static let tableName = "Inspections"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString
    /// Two inspectors counting defects offline: the server keeps the larger count.
    static let syncRules = ADSyncRules(resolving: ["defects": .formula("max(mine.defects, theirs.defects)")])

    var id = ""
    var site = ""
    var inspector = ""
    var visited = Date()
    var defects = 0
    var outcome = Outcome.pending
    var followUp = false
    var notes = ""
}
