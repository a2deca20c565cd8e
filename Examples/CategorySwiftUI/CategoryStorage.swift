/// Where the app keeps its categories.
@MainActor
protocol CategoryStorage {
    /// Every stored category, in the order they were first saved.
    func loadAll() throws -> [Category]
    /// Stores `category` (a new one gets its key) and returns it as stored.
    func save(_ category: Category) throws -> Category
}
