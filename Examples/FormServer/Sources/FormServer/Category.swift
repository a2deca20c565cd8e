import ActionDataWebSQLite

/// The categories the example apps keep on iPhones (`Examples/CategoryList` in UIKit,
/// `Examples/CategorySwiftUI`), synced through this server: the same table, key and fields as
/// the apps' `Examples/CategorySync/Category.swift`. The server holds them for the devices; it
/// serves no form of its own for them.
struct Category: ADSyncedTable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var name = ""
    var description = ""
    var quantity = 1
    var price = 0.0
    var phone = ""
    var enabled = true
}
