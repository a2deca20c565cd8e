import Foundation

/// A category as the list shows it and the detail form edits it.
struct Category: Codable, Equatable {
    var id: Int
    var name: String
    var description: String
    var quantity: Int
    var enabled: Bool
}

/// The list screen's data model: the categories and the one the user last selected, which the
/// table writes through its binding's `selectedItem`.
struct CategoryCatalog: Codable {
    var categories: [Category]
    var selected: Category?

    /// The categories a new install starts with.
    static let sample = CategoryCatalog(categories: [
        Category(id: 1, name: "Swift File", description: "A file containing swift source code.", quantity: 1000, enabled: true),
        Category(id: 2, name: "Storyboard", description: "An Interface Builder document.", quantity: 8, enabled: true),
        Category(id: 3, name: "Asset Catalog", description: "Images and colours.", quantity: 0, enabled: false),
    ])

    /// The catalog with `category` in place of the one with its `id`, or appended when none
    /// has it; nothing selected.
    func replacing(_ category: Category) -> CategoryCatalog {
        var catalog = CategoryCatalog(categories: categories, selected: nil)
        if let index = catalog.categories.firstIndex(where: { $0.id == category.id }) {
            catalog.categories[index] = category
        } else {
            catalog.categories.append(category)
        }
        return catalog
    }

    /// An identifier no category has yet.
    var nextID: Int { (categories.map(\.id).max() ?? 0) + 1 }
}
