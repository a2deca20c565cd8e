import ActionDataWebSQLite
import Foundation

/// What an inspection found.
enum Outcome: String, Codable, CaseIterable {
    case pending, passed, failed
}

/// One site visit: the model the form edits and SQLite stores. Rename it and its fields for
/// your own records; the table follows on the next start (see README.md).
struct Inspection: ADDataTable {
    static let tableName = "Inspections"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var site = ""
    var inspector = ""
    var visited = Date()
    var defects = 0
    var outcome = Outcome.pending
    var followUp = false
    var notes = ""
}
