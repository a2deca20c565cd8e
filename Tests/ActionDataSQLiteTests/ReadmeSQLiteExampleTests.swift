import ActionData
import ActionDataSQLite
import Testing

/// The README's SQLite snippet, run against an in-memory database.
@Suite("README examples: SQLite")
struct ReadmeSQLiteExampleTests {
    struct Category: ADDataTable, Equatable {
        static let tableName = "Categories"
        static let primaryKey = "id"
        static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt
        var id = -1
        var name = "Swift File"
        var quantity = 8
        var enabled = true
    }

    @Test func saveAndFilter() throws {
        let database = try ADSQLiteProvider(path: ":memory:")
        let saved = try database.save(Category())
        #expect(saved.id == 1)
        let low = try database.load(Category.self, where: "quantity < 10 AND name LIKE 'S%'")
        #expect(low == [saved])
    }
}
