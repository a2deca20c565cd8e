/// Categories kept in memory, for previews and where the SQLite module is not linked.
@MainActor
final class MemoryCategoryStorage: CategoryStorage {
    private var categories: [Category]

    /// Storage holding `categories`.
    init(_ categories: [Category] = MemoryCategoryStorage.sample) {
        self.categories = categories
    }

    /// The categories a new install starts with.
    static let sample = [
        Category(
            id: 1, name: "Swift File", description: "A file containing swift source code.", quantity: 1000, price: 1.5),
        Category(id: 2, name: "Storyboard", description: "An Interface Builder document.", quantity: 8, price: 12),
        Category(id: 3, name: "Asset Catalog", description: "Images and colours.", quantity: 0, enabled: false),
    ]

    func loadAll() throws -> [Category] {
        categories
    }

    func save(_ category: Category) throws -> Category {
        var stored = category
        if let index = categories.firstIndex(where: { $0.id == category.id }) {
            categories[index] = stored
        } else {
            let (next, overflow) = (categories.map(\.id).max() ?? 0).addingReportingOverflow(1)
            guard !overflow else { throw MemoryCategoryStorageError.noKeyLeft }
            stored.id = next
            categories.append(stored)
        }
        return stored
    }
}

/// Why in-memory storage refused a category.
enum MemoryCategoryStorageError: Error {
    /// Every key up to `Int.max` is taken.
    case noKeyLeft
}
