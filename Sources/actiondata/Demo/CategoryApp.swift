import ActionDataSQLite
import ActionDataWeb

/// The demo app of `actiondata serve`: the categories in a SQLite file beside the Category
/// form.
struct CategoryApp: Sendable {
    let database: ADSQLiteProvider

    /// The app on the database at `path`, created with the seed categories when it has none.
    static func open(path: String) throws -> CategoryApp {
        let database = try ADSQLiteProvider(path: path)
        _ = try database.register(Category.self)
        try CategorySeed.seedIfEmpty(database)
        return CategoryApp(database: database)
    }

    /// The list beside the form.
    var store: CategoryStore { CategoryStore(database: database) }

    /// A form for a new visitor, showing the first category by name (or a new one).
    func makeForm() throws -> ADWebForm {
        let first = try database.load(Category.self, orderBy: [.ascending("name")], limit: 1).first
        return try CategoryForm.make(first ?? Category(), database: database)
    }
}
