import ActionData
import ActionDataSQLite
import Foundation
import Testing

@Suite("ADDataTable models through ADSQLiteProvider")
struct ModelPersistenceTests {
    @Test func specCategoryLifecycle() throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let names = ["Swift File", "Tools", "Shapes", "Sounds", "Web"]
        let saved = try names.enumerated().map { index, name in
            try provider.save(Category(name: name, description: "number \(index)", usage: index == 4 ? .web : .local))
        }
        #expect(saved.map(\.id) == [1, 2, 3, 4, 5])
        #expect(try provider.count(Category.self) == 5)

        let third = try #require(try provider.load(Category.self, key: 3))
        #expect(third == saved[2])

        third.quantity = 42
        try provider.save(third)
        let reloaded = try #require(try provider.load(Category.self, key: 3))
        #expect(reloaded == third)
        #expect(reloaded.quantity == 42)
        #expect(try provider.count(Category.self) == 5)

        let busy = try provider.load(Category.self, where: "quantity > 10 AND name LIKE 's%'")
        #expect(busy.map(\.name) == ["Shapes"])
        let ordered = try provider.load(Category.self, orderBy: [.descending("name")], limit: 2)
        #expect(ordered.map(\.name) == ["Web", "Tools"])
        #expect(try provider.load(Category.self, where: "use = 'web'").map(\.id) == [5])
    }

    @Test func personWithNestedRecordsRoundTrips() throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        var person = Person()
        person.name = "Ada"
        person.home = Address(
            street: "1 Main St", city: "London", zip: nil, since: Date(timeIntervalSince1970: 1_600_000_000.5))
        person.addresses = [
            "work": Address(
                street: "2 Side Rd", city: "Cambridge", zip: "CB1", since: Date(timeIntervalSince1970: 1_700_000_000.25)
            ),
            "summer": Address(street: "Plage 🏖", city: "Nice", zip: "06000", since: Date(timeIntervalSince1970: 0)),
        ]
        person.tags = ["math", "engines"]
        person.photo = Data([0, 1, 2, 255])
        person.born = Date(timeIntervalSince1970: -4_733_510_400.125)
        person.height = 1.65
        person.nickname = "Countess"
        try provider.save(person)

        let loaded = try #require(try provider.load(Person.self, key: person.id))
        #expect(loaded == person)

        var stranger = Person()
        stranger.name = "Nobody"
        try provider.save(stranger)
        #expect(try provider.load(Person.self, key: stranger.id) == stranger)
        #expect(try provider.load(Person.self, where: "home.city = 'London'").map(\.id) == [person.id])
        #expect(try provider.load(Person.self, where: "nickname IS NULL").map(\.id) == [stranger.id])
        #expect(try provider.load(Person.self, key: UUID()) == nil)
    }

    @Test func keyTypesAssignKeys() throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let first = try provider.save(Counter(number: -1, label: "a"))
        let second = try provider.save(Counter(number: -1, label: "b"))
        #expect(first.number == 1)
        #expect(second.number == 2)
        try provider.save(Counter(number: 10, label: "ten"))
        #expect(try provider.save(Counter(number: -1, label: "c")).number == 11)

        let item = try provider.save(ItemV1(code: "", name: "uuid"))
        #expect(UUID(uuidString: item.code) != nil)
        #expect(try provider.delete(item))
        #expect(try provider.delete(item) == false)
        #expect(try provider.delete(Counter.self, where: "number > 1") == 3)
        #expect(try provider.load(Counter.self).map(\.label) == ["a"])
    }

    @Test func modelGainingAFieldMigratesAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("items.sqlite").path

        var codes: [String] = []
        do {
            let provider = try ADSQLiteProvider(path: path)
            for name in ["bolt", "nut", "gear"] { codes.append(try provider.save(ItemV1(code: "", name: name)).code) }
        }
        let provider = try ADSQLiteProvider(path: path)
        let items = try provider.load(ItemV2.self, orderBy: [.ascending("name")])
        #expect(FileManager.default.fileExists(atPath: path + "-wal"), "a file database runs in WAL mode")
        #expect(items.map(\.name) == ["bolt", "gear", "nut"])
        #expect(items.allSatisfy { $0.quantity == 7 && $0.note == nil })
        #expect(Set(items.map(\.code)) == Set(codes))
        var gear = try #require(items.first { $0.name == "gear" })
        gear.note = "greased"
        gear.quantity = 3
        try provider.save(gear)
        #expect(try provider.load(ItemV2.self, key: gear.code) == gear)
        #expect(try provider.count(ItemV2.self, where: "quantity = 7") == 2)
        #expect(try provider.schema(of: "Items").columns["note"] == .text)
    }

    @Test func transactionRollsBackOnError() throws {
        struct Abort: Error {}
        let provider = try ADSQLiteProvider(path: ":memory:")
        try provider.save(Category(name: "kept", description: ""))
        #expect(throws: Abort.self) {
            try provider.transaction { transaction in
                try transaction.save(Category(name: "lost", description: ""))
                #expect(try transaction.count(Category.self) == 2)
                throw Abort()
            }
        }
        #expect(try provider.load(Category.self).map(\.name) == ["kept"])
        #expect(try provider.read { try $0.tableExists(Category.tableName) })
        try provider.dropTable(Category.self)
        #expect(try provider.read { try $0.tableExists(Category.tableName) } == false)
        #expect(try provider.count(Category.self) == 0)
    }

    @Test func concurrentTasksShareAProvider() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let provider = try ADSQLiteProvider(path: directory.appendingPathComponent("shared.sqlite").path)
        try await provider.register(Counter.self)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<20 { try await provider.save(Counter(number: -1, label: "\(task)-\(index)")) }
                    let batch = try await provider.transaction { transaction in
                        try (0..<5).map { index in
                            try transaction.save(Counter(number: -1, label: "\(task)-batch-\(index)")).number
                        }
                    }
                    #expect(Set(batch).count == 5)
                    let counted = try await provider.read { transaction in try transaction.count(Counter.self) }
                    #expect(counted >= 25)
                }
            }
            try await group.waitForAll()
        }
        let numbers = try provider.load(Counter.self).map(\.number)
        #expect(numbers.count == 200)
        #expect(Set(numbers).count == 200)
    }

    @Test func typedErrorsNameTheirPlace() throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        let unknown = #expect(throws: ADSQLiteError.self) { try provider.loadRecords(from: "Nowhere") }
        #expect(unknown?.description.contains("Nowhere") == true)
        try provider.register(Category.self)
        let badField = #expect(throws: ADSQLiteError.self) {
            try provider.save(["id": -1, "colour": "red"], in: "Categories")
        }
        #expect(badField?.description.contains("colour") == true)
        let badType = #expect(throws: ADSQLiteError.self) {
            try provider.save(["id": -1, "quantity": "many"], in: "Categories")
        }
        #expect(badType?.description.contains("quantity") == true)
        let badKey = #expect(throws: ADSQLiteError.self) {
            try provider.save(["id": "seven", "name": "x"], in: "Categories")
        }
        #expect(badKey?.description.contains("id") == true)
        let badFilter = #expect(throws: ADSQLiteError.self) { try provider.load(Category.self, where: "quantity >") }
        #expect(badFilter?.description.contains("column 11") == true)
        let reserved = #expect(throws: ADSQLiteError.self) {
            try provider.register(
                ADTableSchema(tableName: "actiondata_tables", primaryKey: "k", keyType: .uniqueValue, template: ["k": 0]),
                defaults: ["k": 0])
        }
        #expect(reserved?.description.contains("reserved") == true)
        let category = try provider.save(Category(name: "odd", description: ""))
        var stored = try #require(try provider.loadRecord(key: .int(Int64(category.id)), from: "Categories"))
        stored["use"] = "bogus"
        try provider.save(stored, in: "Categories")
        let undecodable = #expect(throws: ADSQLiteError.self) {
            try provider.load(Category.self, key: stored["id"]?.intValue ?? 0)
        }
        guard case .coding(let codingError)? = undecodable?.kind else {
            Issue.record("expected a coding error, got \(String(describing: undecodable))")
            return
        }
        #expect(codingError.path == ADFieldPath("use"))
        #expect(undecodable?.table == "Categories")
        let nan = #expect(throws: ADSQLiteError.self) {
            try provider.register(
                ADTableSchema(
                    tableName: "Reals", primaryKey: "k", keyType: .uniqueValue, template: ["k": 0, "r": 0.0]),
                defaults: ["k": 0, "r": 0.0])
            try provider.save(["k": 1, "r": .double(.nan)], in: "Reals")
        }
        #expect(nan?.description.contains("\"r\"") == true)
    }
}
