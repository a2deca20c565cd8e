import Foundation

/// The list screen's data model: the categories and the one the user last selected, which the
/// table writes through its binding's `selectedItem`.
struct CategoryCatalog: Codable {
    var categories: [Category]
    var selected: Category?
}
