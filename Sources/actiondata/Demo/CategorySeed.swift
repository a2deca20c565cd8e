import ActionDataSQLite

/// The categories a new demo database starts with, under fixed keys (UUID version 7, of
/// 2024-01-01) that tests and docs can name.
enum CategorySeed {
    /// The key of the seed "Swift File".
    static let swiftFileID = "018CC251-F400-7000-8000-000000000001"
    /// The key of the seed "Storyboard".
    static let storyboardID = "018CC251-F400-7000-8000-000000000002"
    /// The key of the seed "Database".
    static let databaseID = "018CC251-F400-7000-8000-000000000003"

    /// The seeds, in the order of their keys.
    static let categories: [Category] = [
        Category(
            id: swiftFileID, name: "Swift File", description: "A file containing Swift source code.", highlightColor: "#B5361B",
            labelColor: .orange, use: .web, percentage: 80, quantity: 1000, icon: swiftIcon,
            url: "https://www.swift.org", phone: "8085551212", price: 1234.5),
        Category(
            id: storyboardID, name: "Storyboard", description: "An Interface Builder document with bound controls.",
            highlightColor: "#0A5BD6", labelColor: .blue, use: .local, percentage: 45, quantity: 8, phone: "4155550100",
            price: 19.99),
        Category(
            id: databaseID, name: "Database", description: "A SQLite file of models.", highlightColor: "#1E7B34", labelColor: .green,
            use: .local, percentage: 10, quantity: 3, enabled: false, price: 5),
    ]

    /// A 4×4 orange PNG.
    static let swiftIcon =
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4EGgBRwzEcQBwcheR+wk0DAAAAABJRU5ErkJggg=="

    /// Writes the seed categories into an empty table; a table holding any row is left alone.
    static func seedIfEmpty(_ database: any ADDataProvider) async throws {
        guard try await database.count(Category.self, where: nil) == 0 else { return }
        for category in categories { _ = try await database.save(category) }
    }
}
