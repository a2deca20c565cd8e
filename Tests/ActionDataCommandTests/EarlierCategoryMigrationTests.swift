@testable import actiondata
import ActionData
import ActionDataPostgres
import ActionDataSQLite
import Foundation
import TestSupport
import Testing

/// The demo's category as builds before sync stored it: integer keys.
struct EarlierCategory: ADDataTable, Equatable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var name = ""
    var description = ""
    var highlightColor = "#FF0000"
    var labelColor = CategoryColor.none
    var use = CategoryUsage.local
    var percentage = 100
    var quantity = 1
    var enabled = true
    var icon = ""
    var url = ""
    var phone = ""
    var price = 0.0
}

/// An earlier category with a field the synced model has not: its table cannot be moved
/// without losing it.
struct EarlierSuppliedCategory: ADDataTable, Equatable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var name = ""
    var supplier = ""
}

/// Where the demo keeps its categories: a SQLite file, or PostgreSQL where it is installed.
enum DemoStore: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }

    static var available: [DemoStore] { PostgresCluster.isAvailable ? allCases : [.sqlite] }

    /// A new, empty database's address.
    func make() async throws -> String {
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-earlier-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder.appendingPathComponent("demo.sqlite").path
        case .postgres:
            return try await PostgresCluster.shared().newDatabase()
        }
    }

    /// A provider on `address`, as a new process would open it, and what closes it.
    func open(_ address: String) async throws -> (any ADDataProvider, @Sendable () async -> Void) {
        switch self {
        case .sqlite:
            return (try ADSQLiteProvider(path: address), {})
        case .postgres:
            let provider = try await ADPostgresProvider(url: address + "?connect_timeout=60")
            return (provider, { await provider.close() })
        }
    }
}

/// `actiondata serve` on a demo database of a build before the categories synced: their
/// integer keys move to text, in one transaction, and it says so.
@Suite("The demo's categories of an earlier build move to synced keys")
struct EarlierCategoryMigrationTests {
    /// `category` as an earlier build stored it, under `id`.
    static func earlier(_ category: Category, id: Int) -> EarlierCategory {
        EarlierCategory(
            id: id, name: category.name, description: category.description, highlightColor: category.highlightColor,
            labelColor: category.labelColor, use: category.use, percentage: category.percentage, quantity: category.quantity,
            enabled: category.enabled, icon: category.icon, url: category.url, phone: category.phone, price: category.price)
    }

    /// `model`'s fields without its key.
    static func fields(of model: some Encodable) throws -> ADRecord {
        var record = try ADRecordEncoder().encode(model)
        record["id"] = nil
        return record
    }

    @Test(
        "every category moves, the seeds to their fixed keys, the others to new time-ordered ones; history stays; once only",
        arguments: DemoStore.available)
    func moves(store: DemoStore) async throws {
        let address = try await store.make()
        let ada = ADAudit(by: ADIdentity(id: "ada", name: "Ada", roles: []))
        let earlier = CategorySeed.categories.enumerated().map { index, seed in Self.earlier(seed, id: index + 1) }
            + [EarlierCategory(name: "Field notes", description: "Kept on paper first.", quantity: 4, price: 2.5)]
        let (writer, closeWriter) = try await store.open(address)
        for category in earlier { try await writer.save(category, audit: ada) }
        await closeWriter()

        let (provider, close) = try await store.open(address)
        let app = try await CategoryApp.open(provider)
        #expect(app.movedFromEarlierBuild == 4)
        #expect(app.migrationNotice == "Categories: moved 4 categories of an earlier build to synced keys (their history stays under the old numbers)")
        for seed in CategorySeed.categories { #expect(try await provider.load(Category.self, key: seed.id) == seed) }
        let notes = try #require(try await provider.load(Category.self, where: "name = 'Field notes'", orderBy: [], limit: nil).first)
        #expect(try Self.fields(of: notes) == Self.fields(of: earlier[3]))
        #expect(UUID(uuidString: notes.id) != nil && notes.id.dropFirst(14).first == "7", "a UUID version 7: \(notes.id)")
        #expect(try await provider.count(Category.self, where: nil) == 4)
        #expect(try await provider.history(table: "Categories", record: "4").count == 1, "Field notes' creation, under its old number")
        let logged = try await (provider as? any ADSyncProvider)?.unpushedChanges(limit: 1_000) ?? []
        #expect(Set(logged.map(\.record)) == Set(CategorySeed.categories.map(\.id) + [notes.id]), "the moved categories sync")
        await close()

        let (again, closeAgain) = try await store.open(address)
        let reopened = try await CategoryApp.open(again)
        #expect(reopened.movedFromEarlierBuild == nil && reopened.migrationNotice == nil)
        #expect(try await again.count(Category.self, where: nil) == 4)
        await closeAgain()
    }

    @Test("an empty table of an earlier build is moved too, then seeded", arguments: DemoStore.available)
    func emptyTable(store: DemoStore) async throws {
        let address = try await store.make()
        let (writer, closeWriter) = try await store.open(address)
        try await writer.register(EarlierCategory.self)
        await closeWriter()
        let (provider, close) = try await store.open(address)
        let app = try await CategoryApp.open(provider)
        #expect(app.migrationNotice == "Categories: moved 0 categories of an earlier build to synced keys (their history stays under the old numbers)")
        #expect(try await provider.load(Category.self, where: nil, orderBy: [.ascending("id")], limit: nil) == CategorySeed.categories)
        await close()
    }

    @Test("a table the synced model cannot hold whole is left as it was, and the error names it", arguments: DemoStore.available)
    func refused(store: DemoStore) async throws {
        let address = try await store.make()
        let (writer, closeWriter) = try await store.open(address)
        let kept = [
            try await writer.save(EarlierSuppliedCategory(name: "Swift File", supplier: "Apple")),
            try await writer.save(EarlierSuppliedCategory(name: "Paper", supplier: "Mill")),
        ]
        await closeWriter()

        let (provider, close) = try await store.open(address)
        await #expect {
            _ = try await CategoryApp.open(provider)
        } throws: { error in
            guard let error = error as? CategoryMigrationError else { return false }
            return error.table == "Categories" && "\(error)".contains("table \"Categories\"") && "\(error)".contains("supplier")
        }
        await close()
        let (after, closeAfter) = try await store.open(address)
        #expect(try await after.load(EarlierSuppliedCategory.self, where: nil, orderBy: [.ascending("id")], limit: nil) == kept)
        await closeAfter()
    }

    @Test("a database without the table, or with text keys already, is not migrated", arguments: DemoStore.available)
    func nothingToMove(store: DemoStore) async throws {
        let address = try await store.make()
        let (provider, close) = try await store.open(address)
        #expect(try await EarlierCategories.move(in: provider) == nil)
        _ = try await CategoryApp.open(provider)
        #expect(try await EarlierCategories.move(in: provider) == nil)
        await close()
    }
}
