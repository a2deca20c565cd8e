import ActionDataSQLite

/// The categories a new demo database starts with.
enum CategorySeed {
    static let categories: [Category] = [
        Category(
            id: 1, name: "Swift File", description: "A file containing Swift source code.", highlightColor: "#B5361B",
            labelColor: .orange, use: .web, percentage: 80, quantity: 1000, icon: swiftIcon,
            url: "https://www.swift.org", phone: "8085551212", price: 1234.5),
        Category(
            id: 2, name: "Storyboard", description: "An Interface Builder document with bound controls.",
            highlightColor: "#0A5BD6", labelColor: .blue, use: .local, percentage: 45, quantity: 8, phone: "4155550100",
            price: 19.99),
        Category(
            id: 3, name: "Database", description: "A SQLite file of models.", highlightColor: "#1E7B34", labelColor: .green,
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
