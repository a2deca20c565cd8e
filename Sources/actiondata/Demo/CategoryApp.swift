import ActionDataSQLite
import ActionDataWeb

/// The demo app of `actiondata serve`: the categories in a database — a SQLite file by
/// default, or PostgreSQL — beside the Category form.
struct CategoryApp: Sendable {
    let database: any ADDataProvider
    /// How many categories of an earlier build, keyed by integers, moved to synced keys when
    /// the app opened; `nil` when there were none to move.
    let movedFromEarlierBuild: Int?

    /// The app on `database`, its table registered (or migrated: an earlier build's categories
    /// move to synced keys) and seeded with the demo's categories when it has none.
    ///
    /// - Throws: ``CategoryMigrationError`` when an earlier build's categories cannot be moved;
    ///   the provider's error when the table cannot be registered or seeded.
    static func open(_ database: any ADDataProvider) async throws -> CategoryApp {
        let moved = try await EarlierCategories.move(in: database)
        _ = try await database.register(Category.self)
        try await CategorySeed.seedIfEmpty(database)
        return CategoryApp(database: database, movedFromEarlierBuild: moved)
    }

    /// The line saying that an earlier build's categories moved; `nil` when none did.
    var migrationNotice: String? { movedFromEarlierBuild.map(EarlierCategories.notice(moved:)) }

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
