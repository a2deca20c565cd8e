import ActionDataSQLite

extension Category: ADDataTable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt
}

/// The categories in an SQLite database, through ActionData's provider.
struct SQLiteCategoryStorage: CategoryStorage {
    let database: ADSQLiteProvider

    /// The database at `path`, created when absent.
    init(path: String) throws {
        database = try ADSQLiteProvider(path: path)
    }

    func loadAll() throws -> [Category] {
        try database.load(Category.self)
    }

    func save(_ category: Category) throws -> Category {
        try database.save(category)
    }
}
