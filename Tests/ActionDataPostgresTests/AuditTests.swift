import ActionData
import ActionDataPostgres
import ActionDataSQLite
import Foundation
import TestSupport
import Testing

/// Audited writes on both providers: the change and its history entry commit together or
/// not at all, each entry records the values its write replaced, and the history is read
/// back by table, record and author. The model is the provider tests' ``Part``.
@Suite("Storage: the history of changes")
struct AuditTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        var testDescription: String { rawValue }
        static var available: [Kind] { PostgresCluster.isAvailable ? allCases : [.sqlite] }

        /// Runs `body` with a provider on a new, empty database of this kind.
        func with(_ body: (any ADDataProvider) async throws -> Void) async throws {
            switch self {
            case .sqlite: try await body(try ADSQLiteProvider(path: ":memory:"))
            case .postgres: try await TestDatabase.withProvider { try await body($0) }
            }
        }
    }

    static let ada = ADAudit(by: ADIdentity(id: "ada", name: "Ada", roles: ["clerk"]), withholding: ["weight"])

    @Test("create, update, an unchanged save and delete: three entries, each with what changed", arguments: Kind.available)
    func lifecycle(on kind: Kind) async throws {
        try await kind.with { provider in
            var part = try await provider.save(Part(name: "bolt", weight: 0.5, count: 3), audit: Self.ada)
            part.count = 4
            part.weight = 0.75
            part = try await provider.save(part, audit: Self.ada)
            try await provider.save(part, audit: Self.ada)
            #expect(try await provider.delete(Part.self, key: part.id, audit: ADAudit(by: .anonymous)))
            #expect(try await !provider.delete(Part.self, key: part.id, audit: Self.ada), "a row that is gone deletes nothing")
            let history = try await provider.history(of: Part.self, key: part.id)
            #expect(history.map(\.action) == [.create, .update, .delete])
            #expect(history.map(\.author) == ["ada", "ada", ADIdentity.anonymousRole])
            #expect(history.allSatisfy { $0.table == "Parts" && $0.record == String(part.id) })
            #expect(history[0].changes.contains(ADAuditChange(field: "name", old: nil, new: "bolt")))
            #expect(history[1].changes == [
                ADAuditChange(field: "weight", old: nil, new: nil, withheld: true), ADAuditChange(field: "count", old: 3, new: 4),
            ], "the changed fields only, in the record's order")
            #expect(history[2].changes.contains(ADAuditChange(field: "count", old: 4, new: nil)))
            #expect(history[0].time <= history[1].time && history[1].time <= history[2].time)
            #expect(try await provider.history(author: "ada").count == 2)
            #expect(try await provider.history(table: "Parts' OR 'x'='x").isEmpty)
            #expect(try await provider.history(limit: 1).map(\.action) == [.delete])
        }
    }

    @Test("when the history cannot be written, the change is not made either", arguments: Kind.available)
    func together(on kind: Kind) async throws {
        try await kind.with { provider in
            let stored = try await provider.save(Part(name: "nut"))
            // A table of that name whose `time` holds text: the entry cannot be stored.
            let foreign = try ADTableSchema(
                tableName: ADAuditEntry.tableName, primaryKey: "id", keyType: .autoIncrementingInt, template: ["id": -1, "time": "noon"])
            switch kind {
            case .sqlite: _ = try (provider as? ADSQLiteProvider)?.register(foreign, defaults: ["id": -1, "time": "noon"])
            case .postgres: _ = try await (provider as? ADPostgresProvider)?.register(foreign, defaults: ["id": -1, "time": "noon"])
            }
            var changed = stored
            changed.name = "washer"
            await #expect(throws: (any Error).self) { try await provider.save(changed, audit: Self.ada) }
            await #expect(throws: (any Error).self) { try await provider.delete(Part.self, key: stored.id, audit: Self.ada) }
            #expect(try await provider.load(Part.self, key: stored.id) == stored)
        }
    }

    @Test("concurrent saves of one row each record the value they replaced", arguments: Kind.available)
    func concurrent(on kind: Kind) async throws {
        try await kind.with { provider in
            let part = try await provider.save(Part(name: "gear"))
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 1...8 {
                    group.addTask {
                        var mine = part
                        for step in 1...5 {
                            mine.count = writer * 100 + step
                            try await provider.save(mine, audit: ADAudit(by: ADIdentity(id: "w\(writer)", name: "", roles: [])))
                        }
                    }
                }
                try await group.waitForAll()
            }
            let counts = try await provider.history(of: Part.self, key: part.id).compactMap { entry in
                entry.changes.first { $0.field == "count" }.map { ($0.old, $0.new) }
            }
            #expect(counts.count == 40)
            for (earlier, later) in zip(counts, counts.dropFirst()) {
                #expect(later.0 == earlier.1, "each entry's old value is the one the entry before wrote")
            }
            #expect(counts.last?.1 == (try await provider.load(Part.self, key: part.id)).map { .int(Int64($0.count)) })
        }
    }
}
