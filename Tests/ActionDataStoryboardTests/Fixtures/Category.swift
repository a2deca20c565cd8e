import Foundation

enum CategoryUsage: String, Codable {
    case local
    case web
}

/// Not the bound model: a second type, so the linter must be told which one.
struct CategorySummary: Codable {
    var title: String
}

final class Category: Codable {
    static var tableName = "Categories"

    var id = -1
    var name = ""
    var description = ""
    var highlightColor: String = "#FF0000"
    var labelColor = "none"
    var use = CategoryUsage.local
    var percentage = 100
    var quantity: Int = 1
    var enabled = true
    var icon = ""
    var url = ""
    var created: Date = Date()
    var summary: CategorySummary?

    var displayName: String { name.uppercased() }

    init() {}
}
