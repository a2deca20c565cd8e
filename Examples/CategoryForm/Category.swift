import Foundation

/// How a category is used (the spec's `CategoryUsage`).
enum CategoryUsage: String, Codable {
    case local
    case web
}

/// A label colour (the spec's `CategoryColor`).
enum CategoryColor: String, Codable {
    case none
    case red
    case orange
    case yellow
    case green
    case blue
    case indigo
    case violet
}

/// The spec's `Category` model. Colours are `#RRGGBB` text and the icon is base64 PNG text, so
/// the model stays `Codable`; the bound controls convert both.
final class Category: Codable {
    var id = -1
    var name = ""
    var description = ""
    var highlightColor = "#FF0000"
    var labelColor = CategoryColor.none
    var use = CategoryUsage.local
    var percentage = 100
    var quantity = 1
    var enabled = true
    var icon = ""
    var url = ""

    init() {}

    init(name: String, description: String, iconPNG: Data? = nil, highlight: String = "#FFFFFF",
         usage: CategoryUsage = .local, enabled: Bool = true, url: String = "") {
        self.name = name
        self.description = description
        self.icon = iconPNG?.base64EncodedString() ?? ""
        self.highlightColor = highlight
        self.use = usage
        self.enabled = enabled
        self.url = url
    }
}
