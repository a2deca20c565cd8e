import ActionDataSQLite
import ActionDataWeb

/// The demo app of `actiondata serve`: the categories in a database — a SQLite file by
/// default, or PostgreSQL — beside the Category form.
struct CategoryApp: Sendable {
    let database: any ADDataProvider

    /// The app on `database`, its table registered (or migrated) and seeded with the demo's
    /// categories when it has none.
    static func open(_ database: any ADDataProvider) async throws -> CategoryApp {
        _ = try await database.register(Category.self)
        try await CategorySeed.seedIfEmpty(database)
        return CategoryApp(database: database)
    }

    /// The list beside the form.
    var store: CategoryStore { CategoryStore(database: database) }

    /// A form for a new visitor, showing the first category by name (or a new one); with
    /// `openingFirst` false, a new one. Under permissions the visitor starts from a new
    /// category: which category sorts first may be one they may not read, and what they are
    /// shown must not depend on it.
    func makeForm(openingFirst: Bool = true) async throws -> sending ADWebForm {
        guard openingFirst else { return try CategoryForm.make(Category(), database: database) }
        let first = try await database.load(Category.self, where: nil, orderBy: [.ascending("name")], limit: 1).first
        return try CategoryForm.make(first ?? Category(), database: database)
    }
}
