import ActionData
import ActionDataPostgres
import ActionDataSQLite
import ActionDataStorage
import Testing

extension PostgresTests {
    /// What a server's database selects of its log and its records for one person, on SQLite
    /// and on PostgreSQL alike.
    @Suite("Sync: the database selects what a person sees (ADSyncSight)")
    struct SyncSightTests {
        enum Database: String, CaseIterable, CustomTestStringConvertible, Sendable {
            case sqlite, postgres
            var testDescription: String { rawValue }
        }

        /// How the person sees `Inspections`, and the records whose changes (or snapshot rows)
        /// they are read: of Ada's two sites, Bob's, and Bob's that the replica holds.
        struct Case: Sendable, CustomTestStringConvertible {
            let testDescription: String
            let sight: ADSyncSight.Table
            let pulled: Set<String>
            let snapshot: Set<String>
        }

        static let cases: [Case] = [
            Case(
                testDescription: "records a filter selects, and those held", sight: .records(matching: "site = 'ada'"),
                pulled: ["ada-1", "ada-2", "bob-held"], snapshot: ["ada-1", "ada-2"]),
            Case(testDescription: "only those held", sight: .held, pulled: ["bob-held"], snapshot: []),
            Case(
                testDescription: "everything", sight: .everything, pulled: ["ada-1", "ada-2", "bob-1", "bob-held"],
                snapshot: ["ada-1", "ada-2", "bob-1", "bob-held"]),
        ]

        @Test("a pull reads the changes of records the sight selects or the replica holds; a snapshot, those it selects",
              arguments: Database.allCases, cases)
        func selects(_ database: Database, _ seen: Case) async throws {
            try await Self.withServer(database) { server in
                let names = try await Self.stored(on: server)
                let sight = ADSyncSight(replica: "phone") { $0 == Inspection.tableName ? seen.sight : .held }
                let bounds = try await server.logBounds()

                let page = try await server.changes(after: 0, limit: 100, seenBy: sight)
                #expect(Set(page.changes.compactMap { names[$0.record] }) == seen.pulled)
                #expect(!page.more)
                #expect(page.cursor == bounds.end, "a page not full was read to the log's end")

                let first = try await server.changes(after: 0, limit: 2, seenBy: sight)
                #expect(first.more)
                #expect(first.cursor == first.changes.last?.sequence)

                let snapshot = try await server.snapshot(after: nil, limit: 100, seenBy: sight)
                #expect(Set(snapshot.changes.compactMap { names[$0.record] }) == seen.snapshot)
            }
        }

        @Test("a filter PostgreSQL cannot evaluate is refused, naming its part, never evaluated in Swift")
        func untranslatable() async throws {
            try await Self.withServer(.postgres) { server in
                _ = try await Self.stored(on: server)
                let sight = ADSyncSight(replica: "phone") { _ in .records(matching: "site = 'ada' AND note") }
                await #expect {
                    _ = try await server.changes(after: 0, limit: 100, seenBy: sight)
                } throws: { error in
                    guard let error = error as? ADDataError, case .untranslatableFilter(let parts) = error.kind else { return false }
                    return parts == ["note"]
                }
            }
        }

        /// Stores Ada's two sites and Bob's two, the replica `phone` holding Bob's second, each
        /// changed once more after it was made; answers the records' names by key.
        private static func stored(on server: some ADSyncProvider) async throws -> [String: String] {
            try await server.register(Inspection.self)
            var keys: [String: String] = [:]
            for (name, site) in [("ada-1", "ada"), ("ada-2", "ada"), ("bob-1", "bob"), ("bob-held", "bob")] {
                var saved = try await server.save(Inspection(site: site, note: name))
                saved.count = 2
                saved = try await server.save(saved)
                keys[saved.id] = name
            }
            let held = keys.first { $0.value == "bob-held" }.map { ADSyncRecordKey(table: Inspection.tableName, record: $0.key) }
            try await server.updateHoldings(of: "phone", adding: held.map { [$0] } ?? [], removing: [], resetting: false)
            return keys
        }

        private static func withServer(_ database: Database, _ body: (any ADSyncProvider) async throws -> Void) async throws {
            switch database {
            case .sqlite: try await body(try ADSQLiteProvider(path: ":memory:"))
            case .postgres: try await TestDatabase.withProvider { try await body($0) }
            }
        }
    }
}
