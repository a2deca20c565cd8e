import ActionDataSQLite
import Foundation

enum CategoryUsage: String, Codable {
    case local
    case web
}

enum CategoryColor: String, Codable {
    case none, red, orange, yellow, green, blue, indigo, violet
}

/// The spec's `Category` model (with the colour as hex text, as `UIColor.toHex()` gives).
final class Category: ADDataTable, Equatable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType: ADDataTableKeyType = .autoIncrementingInt

    var id = -1
    var name = ""
    var description = ""
    var highlightColor = "#FF0000FF"
    var labelColor = CategoryColor.none
    var use = CategoryUsage.local
    var percentage = 100
    var quantity = 1
    var enabled = true
    var icon = ""
    var url = ""

    required init() {}

    init(name: String, description: String, usage: CategoryUsage = .local, enabled: Bool = true, url: String = "") {
        self.name = name
        self.description = description
        self.use = usage
        self.enabled = enabled
        self.url = url
    }

    static func == (lhs: Category, rhs: Category) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.description == rhs.description
            && lhs.highlightColor == rhs.highlightColor && lhs.labelColor == rhs.labelColor && lhs.use == rhs.use
            && lhs.percentage == rhs.percentage && lhs.quantity == rhs.quantity && lhs.enabled == rhs.enabled
            && lhs.icon == rhs.icon && lhs.url == rhs.url
    }
}

struct Address: Codable, Equatable {
    var street = ""
    var city = ""
    var zip: String?
    var since = Date(timeIntervalSince1970: 0)
}

/// A model with a UUID key, a nested record, a dictionary of records and more.
struct Person: ADDataTable, Equatable {
    static let tableName = "People"
    static let primaryKey = "id"
    static let primaryKeyType: ADDataTableKeyType = .uniqueValue

    var id = UUID()
    var name = ""
    var home = Address()
    var addresses: [String: Address] = [:]
    var tags: [String] = []
    var photo = Data()
    var born = Date(timeIntervalSince1970: 0)
    var height = 0.0
    var nickname: String?
    var boss: Address?
}

/// Version 1 of a model stored in a file…
struct ItemV1: ADDataTable {
    static let tableName = "Items"
    static let primaryKey = "code"
    static let primaryKeyType: ADDataTableKeyType = .autoUUIDString

    var code = ""
    var name = ""
}

/// …and version 2, which gained two fields.
struct ItemV2: ADDataTable, Equatable {
    static let tableName = "Items"
    static let primaryKey = "code"
    static let primaryKeyType: ADDataTableKeyType = .autoUUIDString

    var code = ""
    var name = ""
    var quantity = 7
    var note: String?
}

/// A model whose keys the provider computes.
struct Counter: ADDataTable, Equatable {
    static let tableName = "Counters"
    static let primaryKey = "number"
    static let primaryKeyType: ADDataTableKeyType = .computedInt

    var number = -1
    var label = ""
}
