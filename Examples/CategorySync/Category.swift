import ActionDataSQLite
import Foundation

/// A category as the list shows it and the detail form edits it: the spec's Category, with a
/// price and a phone number to show a number format and a mask as you type.
///
/// It syncs (`ADSyncedTable`) with `Examples/FormServer`, whose `Category` has the same table
/// and fields: its key is a time-ordered UUID the device makes, so two phones adding categories
/// offline never choose the same one.
struct Category: ADSyncedTable, Hashable, Identifiable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    /// The key the provider makes on the first save; empty until then.
    var id = ""
    var name = ""
    var description = ""
    var quantity = 1
    var price = 0.0
    var phone = ""
    var enabled = true

    /// The categories a new install starts with.
    static let samples = [
        Category(name: "Swift File", description: "A file containing swift source code.", quantity: 1000, price: 1.5),
        Category(name: "Storyboard", description: "An Interface Builder document.", quantity: 8, price: 12),
        Category(name: "Asset Catalog", description: "Images and colours.", quantity: 0, enabled: false),
    ]
}
