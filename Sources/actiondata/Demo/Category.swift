import ActionDataSQLite

/// How a category is used, from the spec's example.
enum CategoryUsage: String, Codable, CaseIterable {
    case local
    case web
}

/// A category's label colour, from the spec's example.
enum CategoryColor: String, Codable, CaseIterable {
    case none, red, orange, yellow, green, blue, indigo, violet
}

/// The spec's `Category` model, stored in SQLite, with a phone number and a price added to
/// show a masked and a number format. It syncs (`actiondata sync`), so its keys are
/// time-ordered UUIDs that no two offline devices can both choose.
struct Category: ADSyncedTable, Equatable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var name = ""
    var description = ""
    var highlightColor = "#FF0000"
    var labelColor = CategoryColor.none
    var use = CategoryUsage.local
    var percentage = 100
    var quantity = 1
    var enabled = true
    /// A PNG image as base64 text, as the spec stores it.
    var icon = ""
    var url = ""
    var phone = ""
    var price = 0.0
}
