import ActionData
import ActionDataPostgres
import ActionDataSQLite
import Foundation
import TestSupport
import Testing

extension PostgresTests {
@Suite("PostgreSQL provider: round trips")
struct PostgresRoundTripTests {
    /// One value of every kind the provider stores, with edge cases of each.
    static let values: [ADValue] = [
        .bool(true), .bool(false),
        .int(0), .int(Int64.max), .int(Int64.min),
        .double(-0.5), .double(1e-300), .double(.infinity), .double(-.infinity), .double(0.1 + 0.2),
        .string(""), .string("héllo ☃ 'single' \"double\" \\ %_"), .string("e\u{301}"), .string(String(repeating: "long ", count: 2_000)),
        .date(Date(timeIntervalSince1970: 1_700_000_000.123456)), .date(Date(timeIntervalSince1970: -62_135_596_800)),
        .date(Date(timeIntervalSince1970: 253_402_300_799.5)),
        .data(Data()), .data(Data((0...255).map { UInt8($0) })),
        .array([1, "two", 3.5, nil, true]), .record(["nested": ["deep": [1, 2]], "z": "last", "a": "first"]),
    ]

    @Test("a record field of every kind reads back as saved", arguments: Array(values.enumerated()))
    func recordRoundTrip(index: Int, value: ADValue) async throws {
        try await TestDatabase.withProvider { provider in
            let template: ADRecord = ["id": "key", "value": value]
            let schema = try ADTableSchema(tableName: "Values \(index)", primaryKey: "id", keyType: .uniqueValue, template: template)
            try await provider.register(schema, defaults: template)
            try await provider.save(["id": "saved", "value": value], in: "Values \(index)")
            let loaded = try await provider.loadRecord(key: "saved", from: "Values \(index)")
            #expect(loaded == ["id": "saved", "value": value])
            #expect(try await provider.count(in: "Values \(index)") == 1)
        }
    }

    @Test("a model with every kind of field: keys assigned by the database, updated, deleted")
    func modelRoundTrip() async throws {
        try await TestDatabase.withProvider { provider in
            let part = Part(
                name: "Bolt", weight: 2.5, count: 12, active: true, added: Date(timeIntervalSince1970: 1_000_000.5),
                photo: Data([0, 1, 2]), tags: ["a", "b"], note: "fits")
            let first = try await provider.save(part)
            let second = try await provider.save(Part(name: "Nut"))
            #expect(first.id == 1)
            #expect(second.id == 2)
            var expected = part
            expected.id = 1
            #expect(try await provider.load(Part.self, key: 1) == expected)
            expected.count = 13
            try await provider.save(expected)
            #expect(try await provider.load(Part.self, key: 1)?.count == 13)
            #expect(try await provider.delete(second))
            #expect(try await provider.save(Part(name: "Washer")).id == 3, "keys of deleted rows are not reused")
            try await provider.save(Part(id: 40, name: "Given"))
            #expect(try await provider.save(Part(name: "After")).id == 41, "a given key moves the counter past it")
            #expect(try await provider.count(Part.self, where: nil) == 4)
        }
    }

    @Test("computed and UUID keys; a field added to the model is added to the table with its default")
    func keysAndMigration() async throws {
        try await TestDatabase.withProvider { provider in
            #expect(try await provider.save(Ticket(title: "one")).number == 1)
            #expect(try await provider.save(Ticket(title: "two")).number == 2)
            let visit = try await provider.save(Visit(page: "/home"))
            #expect(UUID(uuidString: visit.id) != nil)
            try await provider.register(VisitWithDuration.self)
            let migrated = try await provider.load(VisitWithDuration.self, key: visit.id)
            #expect(migrated == VisitWithDuration(id: visit.id, page: "/home", seconds: 30))
            let schema = try await provider.schema(of: "Visits")
            #expect(Array(schema.columns.keys) == ["id", "page", "seconds"])
        }
    }

    @Test("a transaction commits together, or not at all")
    func transactions() async throws {
        try await TestDatabase.withProvider { provider in
            try await provider.transaction { transaction in
                try await transaction.save(Ticket(title: "a"))
                try await transaction.save(Ticket(title: "b"))
            }
            struct Abandon: Error {}
            await #expect(throws: Abandon.self) {
                try await provider.transaction { transaction in
                    try await transaction.save(Ticket(title: "c"))
                    throw Abandon()
                }
            }
            #expect(try await provider.load(Ticket.self, where: nil, orderBy: [.ascending("number")], limit: nil).map(\.title) == ["a", "b"])
        }
    }

    /// Filters with the rows they select among `Parts` named a…e, counts 1…5.
    static let filters: [(String, [String])] = [
        ("count > 3", ["d", "e"]),
        ("name IN ('a', 'c', 'z')", ["a", "c"]),
        ("count % 2 = 0 AND name >= 'b'", ["b", "d"]),
        ("name LIKE 'A%' OR count / 2 > 2", ["a", "e"]),
        ("upper(name) = 'B'", ["b"]),
        ("note IS NULL AND active", ["a", "c", "e"]),
        ("coalesce(note, 'none') = 'none' AND NOT active", ["b", "d"]),
        ("CASE WHEN count > 4 THEN 'big' ELSE 'small' END = 'big'", ["e"]),
        ("weight BETWEEN 1.5 AND 3.5", ["b", "c", "d"]),
    ]

    @Test("filters select what the engine selects, native or not", arguments: filters)
    func filtering(filter: String, names: [String]) async throws {
        try await TestDatabase.withProvider { provider in
            for (index, name) in ["a", "b", "c", "d", "e"].enumerated() {
                try await provider.save(Part(name: name, weight: Double(index) + 0.5, count: index + 1, active: index % 2 == 0))
            }
            let selected = try await provider.load(Part.self, where: filter, orderBy: [.ascending("name")], limit: nil)
            #expect(selected.map(\.name) == names)
            #expect(try await provider.count(Part.self, where: filter) == names.count)
            let limited = try await provider.load(Part.self, where: filter, orderBy: [.descending("name")], limit: 1)
            #expect(limited.map(\.name) == Array(names.reversed().prefix(1)))
            #expect(try await provider.delete(Part.self, where: filter) == names.count)
            #expect(try await provider.count(Part.self, where: nil) == 5 - names.count)
        }
    }
}
}
