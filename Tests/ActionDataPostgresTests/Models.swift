import ActionDataSQLite
import Foundation

/// A model with a field of every kind, keys assigned by the database.
struct Part: ADDataTable, Equatable {
    static let tableName = "Parts"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var name = ""
    var weight = 0.0
    var count = 0
    var active = false
    var added = Date(timeIntervalSince1970: 0)
    var photo = Data()
    var tags: [String] = []
    var note: String? = nil
}

/// The same table, its key computed as one more than the largest.
struct Ticket: ADDataTable, Equatable {
    static let tableName = "Tickets"
    static let primaryKey = "number"
    static let primaryKeyType = ADDataTableKeyType.computedInt

    var number = -1
    var title = ""
}

/// A table keyed by UUIDs the provider makes.
struct Visit: ADDataTable, Equatable {
    static let tableName = "Visits"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoUUIDString

    var id = ""
    var page = ""
}

/// `Visits` as a later version of the app sees it: one field more.
struct VisitWithDuration: ADDataTable, Equatable {
    static let tableName = "Visits"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoUUIDString

    var id = ""
    var page = ""
    var seconds = 30
}

/// `Visits` with another key: a schema conflict.
struct VisitByNumber: ADDataTable {
    static let tableName = "Visits"
    static let primaryKey = "number"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var number = -1
}

/// `Visits` whose `page` holds numbers: a schema conflict.
struct VisitWithNumericPage: ADDataTable {
    static let tableName = "Visits"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoUUIDString

    var id = ""
    var page = 0
}
