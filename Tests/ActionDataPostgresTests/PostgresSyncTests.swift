import ActionData
import ActionDataPostgres
import ActionDataSQLite
import Foundation
import TestSupport
import Testing

/// A synced model for the server's tests: the SQLite tests' `Visit`.
struct Inspection: ADSyncedTable, Equatable {
    static let tableName = "Inspections"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString
    static let syncRules = ADSyncRules(resolving: ["count": .formula("max(mine.count, theirs.count)")])

    var id = ""
    var site = ""
    var note = ""
    var count = 0
}

/// A model that may not sync: its keys are counted.
struct CountedInspection: ADSyncedTable {
    static let tableName = "CountedInspections"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var site = ""
}

extension PostgresTests {
@Suite("PostgreSQL provider: sync, the server's change log and field-by-field merging")
struct PostgresSyncTests {
    /// Two devices' concurrent changes to one record, and what every replica holds after syncing.
    struct Race: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// The tablet's change, made first; the phone's is made a little later.
        let tablet: Change
        let phone: Change
        /// The record everywhere afterwards (its key aside), from one created as `North`
        /// with a count of 1; `nil` when it is deleted.
        let merged: Inspection?
        /// The conflict the server records, when there is one.
        let loss: Loss?
    }

    enum Change: Sendable {
        case edit(@Sendable (inout Inspection) -> Void)
        case delete
    }

    struct Loss: Sendable {
        let field: String
        let reason: ADSyncConflict.Reason
        let lost: ADValue
        let kept: ADValue
    }

    static let races: [Race] = [
        Race(
            testDescription: "different fields: both edits are kept everywhere, no conflict",
            tablet: .edit { $0.note = "dog" }, phone: .edit { $0.site = "South" },
            merged: Inspection(site: "South", note: "dog", count: 1), loss: nil),
        Race(
            testDescription: "one field: the later stamp wins everywhere and the other is a conflict",
            tablet: .edit { $0.site = "East" }, phone: .edit { $0.site = "West" },
            merged: Inspection(site: "West", count: 1), loss: Loss(field: "site", reason: .edited, lost: "East", kept: "West")),
        Race(
            testDescription: "the table's formula settles a field on the server: max(mine.count, theirs.count)",
            tablet: .edit { $0.count = 7 }, phone: .edit { $0.count = 3 },
            merged: Inspection(site: "North", count: 7), loss: Loss(field: "count", reason: .edited, lost: 3, kept: 7)),
        Race(
            testDescription: "a delete against a concurrent edit: the delete wins and the edit is recorded",
            tablet: .delete, phone: .edit { $0.note = "late" },
            merged: nil, loss: Loss(field: "note", reason: .deleted, lost: "late", kept: .null)),
    ]

    @Test("two devices change one record offline and sync through the server", arguments: races)
    func race(_ race: Race) async throws {
        try await TestDatabase.withProvider { server in
            try await server.register(Inspection.self)
            let phone = try ADSQLiteProvider(path: ":memory:")
            let tablet = try ADSQLiteProvider(path: ":memory:")
            try await tablet.register(Inspection.self)
            let created = try await phone.save(Inspection(site: "North", count: 1))
            try await Self.sync(phone, with: server)
            try await Self.sync(tablet, with: server)
            try await Self.make(race.tablet, to: created.id, on: tablet)
            try await Task.sleep(for: .milliseconds(5))
            try await Self.make(race.phone, to: created.id, on: phone)
            for device in [tablet, phone, tablet, phone] { try await Self.sync(device, with: server) }
            let merged = race.merged.map { record in
                var merged = record
                merged.id = created.id
                return merged
            }
            let replicas: [any ADDataProvider] = [server, phone, tablet]
            for replica in replicas {
                #expect(try await replica.load(Inspection.self, key: created.id) == merged)
            }
            let conflicts = try await server.conflicts(limit: 10)
            #expect(conflicts.count == (race.loss == nil ? 0 : 1))
            if let loss = race.loss, let conflict = conflicts.first {
                #expect(conflict.field == loss.field)
                #expect(conflict.reason == loss.reason)
                #expect(conflict.lost == loss.lost)
                #expect(conflict.kept == loss.kept)
            }
        }
    }

    @Test("a save on the server logs its fields and a delete its tombstone, in the write's transaction, with the indexes in place")
    func journal() async throws {
        let url = try await TestDatabase.url()
        try await TestDatabase.withProvider(url: url) { server in
            let replica = try await server.syncReplica()
            #expect(replica.hasPrefix("server-"))
            var visit = try await server.save(Inspection(site: "North", note: "gate"))
            #expect(visit.id.count == 36)
            var changes = try await server.unpushedChanges(limit: 100)
            #expect(Set(changes.map(\.field)) == ["site", "note", "count"])
            #expect(changes.allSatisfy { $0.stamp.replica == replica })
            visit.note = "fence"
            visit = try await server.save(visit)
            changes = try await server.unpushedChanges(limit: 100)
            #expect(changes.count == 4)
            #expect(changes.last?.field == "note")
            #expect(changes.last?.previous == changes.first { $0.field == "note" }?.stamp)
            try await server.delete(visit)
            changes = try await server.unpushedChanges(limit: 100)
            #expect(changes.last?.isDelete == true)
            #expect(try await server.syncStatus().unpushed == 5)

            await #expect(throws: RolledBack.self) {
                try await server.transaction { transaction in
                    try await transaction.save(Inspection(site: "Lost"))
                    throw RolledBack()
                }
            }
            #expect(try await server.count(Inspection.self, where: nil) == 0)
            #expect(try await server.unpushedChanges(limit: 100).count == 5, "a save rolled back logs nothing")

            try await server.save(["id": "by-record", "site": "East", "note": "", "count": 2], in: Inspection.tableName)
            #expect(try await server.deleteRecords(from: Inspection.tableName, where: "site = 'East'") == 1)
            let byRecord = try await server.unpushedChanges(limit: 100).dropFirst(5)
            #expect(Set(byRecord.dropLast().map(\.field)) == ["site", "note", "count"], "a record saved by table name is logged")
            #expect(byRecord.last?.isDelete == true, "a record deleted by a filter is logged")
        }
        let indexes = try await PostgresCluster.shared().execute(
            "SELECT indexname FROM pg_indexes WHERE indexname LIKE 'ActionDataSync%' AND indexname NOT LIKE '%_pkey' ORDER BY 1", on: url)
        #expect(indexes.split(separator: "\n") == ["ActionDataSyncFields_owner", "ActionDataSyncLog_replica", "ActionDataSyncLog_stamp"])
    }

    @Test("an update follows the record's field states; a damaged state is a typed error and the row keeps its values")
    func damagedStateRefusesTheUpdate() async throws {
        let url = try await TestDatabase.url()
        try await TestDatabase.withProvider(url: url) { server in
            var inspection = try await server.save(Inspection(site: "North", note: "first"))
            inspection.note = "second"
            try await server.save(inspection)
            let edit = try #require(try await server.unpushedChanges(limit: 100).last)
            #expect(edit.field == "note" && edit.previous != nil, "the edit follows the field's state")
            _ = try await PostgresCluster.shared().execute(
                "UPDATE \"ActionDataSyncFields\" SET stamp = 'not a stamp' WHERE field = 'note' AND owner LIKE '%\(inspection.id)'", on: url)
            inspection.note = "third"
            let error = await #expect(throws: ADPostgresError.self) { try await server.save(inspection) }
            #expect(error.map { if case .corruptValue = $0.kind { true } else { false } } == true)
            #expect(try await server.load(Inspection.self, key: inspection.id)?.note == "second")
        }
    }

    @Test("a table whose keys are counted is refused for sync, naming the key types it needs, and is not created")
    func countedKeysRefused() async throws {
        try await TestDatabase.withProvider { server in
            let error = await #expect(throws: ADPostgresError.self) { try await server.save(CountedInspection(site: "x")) }
            #expect(error.map { "\($0)".contains("timeOrderedUUIDString") && "\($0)".contains("autoIncrementingInt") } == true)
            await #expect(throws: ADPostgresError.self) { try await server.schema(of: CountedInspection.tableName) }
        }
    }

    @Test("a push retried after its answer was lost applies once")
    func retriedPush() async throws {
        try await TestDatabase.withProvider { server in
            try await server.register(Inspection.self)
            let phone = try ADSQLiteProvider(path: ":memory:")
            var visit = try await phone.save(Inspection(site: "North"))
            let first = try await phone.unpushedChanges(limit: 100)
            _ = try await server.apply(first, review: nil, options: .server)
            visit.site = "South"
            visit = try await phone.save(visit)
            let all = try await phone.unpushedChanges(limit: 100)
            #expect(try await server.apply(all, review: nil, options: .server).allSatisfy { $0 == .applied })
            #expect(try await server.apply(first, review: nil, options: .server).allSatisfy { $0 == .applied })
            #expect(try await server.load(Inspection.self, key: visit.id)?.site == "South")
            #expect(try await server.conflicts(limit: 10).isEmpty)
            #expect(try await server.changes(after: 0, excluding: nil, limit: 100).changes.count == all.count)
        }
    }

    @Test("a pull leaves out the asking replica's changes whatever its name holds: quotes and formula text are its name")
    func excludedReplicaNames() async throws {
        try await TestDatabase.withProvider { server in
            try await server.register(Inspection.self)
            let asking = "o'brien' OR replica = 'other"
            let changes = [asking, "other"].enumerated().map { index, replica in
                ADSyncChange(
                    table: Inspection.tableName, record: "r\(index)", field: "site", value: .string(replica),
                    stamp: ADSyncStamp(milliseconds: Self.now, counter: Int32(index), replica: replica), previous: nil)
            }
            #expect(try await server.apply(changes, review: nil, options: .server) == [.applied, .applied])
            let page = try await server.changes(after: 0, excluding: asking, limit: 10)
            #expect(page.changes.map(\.stamp.replica) == ["other"])
            #expect(try await server.changes(after: 0, excluding: nil, limit: 10).changes.count == 2)
        }
    }

    @Test("a stamp years ahead is not applied: it is answered ahead, for its device to set its clock right")
    func clockAhead() async throws {
        try await TestDatabase.withProvider { server in
            try await server.register(Inspection.self)
            let ahead = ADSyncStamp(milliseconds: Self.now + 3 * 365 * 86_400_000, counter: 0, replica: "phone")
            let change = ADSyncChange(table: Inspection.tableName, record: "r1", field: "site", value: "North", stamp: ahead, previous: nil)
            #expect(try await server.apply([change], review: nil, options: .server) == [.ahead])
            #expect(try await server.changes(after: 0, excluding: nil, limit: 10).changes.isEmpty)
            #expect(try await server.load(Inspection.self, key: "r1") == nil)
        }
    }

    @Test("each node is a replica of its own, its clock starting after the newest stamp in the shared log")
    func nodes() async throws {
        try await Self.withNodes { first, second in
            try await first.register(Inspection.self)
            let ahead = ADSyncStamp(milliseconds: Self.now + 120_000, counter: 0, replica: "phone")
            let change = ADSyncChange(table: Inspection.tableName, record: "r1", field: "site", value: "North", stamp: ahead, previous: nil)
            #expect(try await first.apply([change], review: nil, options: .server) == [.applied])
            let replica = try await first.syncReplica()
            #expect(try await second.syncReplica() != replica)
            #expect(try await first.syncReplica() == replica)
            try await second.save(Inspection(site: "South"))
            let stamp = try #require(try await second.unpushedChanges(limit: 10).first?.stamp)
            #expect(stamp > ahead)
            #expect(try await first.unpushedChanges(limit: 10).isEmpty, "a node's own changes are those its replica made")
        }
    }

    @Test("the server's review: a refused record writes nothing, the next in the push is applied with the review's presets logged")
    func review() async throws {
        try await TestDatabase.withProvider { server in
            try await server.register(Inspection.self)
            let stamp = ADSyncStamp(milliseconds: Self.now, counter: 0, replica: "phone")
            let changes = [
                ADSyncChange(table: Inspection.tableName, record: "refused", field: "site", value: "Closed", stamp: stamp, previous: nil),
                ADSyncChange(table: Inspection.tableName, record: "kept", field: "site", value: "North", stamp: stamp, previous: nil),
            ]
            let outcomes = try await server.apply(changes, review: { _, _, merged, _ in
                if merged?["site"] == "Closed" { throw RolledBack() }
                var row = merged
                row?["note"] = "checked"
                return row
            }, options: .server)
            #expect(outcomes.first.map { if case .refused = $0 { true } else { false } } == true)
            #expect(outcomes.last == .applied)
            #expect(try await server.load(Inspection.self, key: "refused") == nil)
            #expect(try await server.load(Inspection.self, key: "kept") == Inspection(id: "kept", site: "North", note: "checked"))
            let logged = try await server.changes(after: 0, excluding: nil, limit: 10).changes
            #expect(logged.map(\.record) == ["kept", "kept"])
            #expect(logged.last?.field == "note")
            #expect(logged.last?.stamp.replica == (try await server.syncReplica()))
        }
    }

    /// How two concurrent pushes to one record overlap.
    enum Overlap: String, CaseIterable, CustomTestStringConvertible {
        /// Each edits another field of a record stored on the server.
        case storedRecord
        /// Each brings another field of a record the server does not hold yet.
        case newRecord
        /// The same push twice: a retry racing the push it repeats.
        case samePush
        var testDescription: String { rawValue }
    }

    @Test("two pushes to one record at once, on two nodes: both merged, no field lost, nothing applied twice", arguments: Overlap.allCases)
    func concurrentPushes(_ overlap: Overlap) async throws {
        try await Self.withNodes { first, second in
            try await first.register(Inspection.self)
            try await second.register(Inspection.self)
            let records = (1...12).map { "record-\($0)" }
            let origin = ADSyncStamp(milliseconds: Self.now - 1_000, counter: 0, replica: "origin")
            if overlap == .storedRecord {
                let created = records.flatMap { record in
                    [("site", ADValue.string("North")), ("note", ""), ("count", 1)].map { field, value in
                        ADSyncChange(table: Inspection.tableName, record: record, field: field, value: value, stamp: origin, previous: nil)
                    }
                }
                #expect(try await first.apply(created, review: nil, options: .server).allSatisfy { $0 == .applied })
            }
            let previous = overlap == .storedRecord ? origin : nil
            let phone = ADSyncStamp(milliseconds: Self.now, counter: 0, replica: "phone")
            let tablet = ADSyncStamp(milliseconds: Self.now, counter: 0, replica: "tablet")
            try await withThrowingTaskGroup(of: [ADSyncOutcome].self) { group in
                for record in records {
                    let site = ADSyncChange(
                        table: Inspection.tableName, record: record, field: "site", value: "South", stamp: phone, previous: previous)
                    let note = ADSyncChange(
                        table: Inspection.tableName, record: record, field: "note", value: "dog", stamp: tablet, previous: previous)
                    let pushes = overlap == .samePush ? [[site, note], [site, note]] : [[site], [note]]
                    for (node, push) in zip([first, second], pushes) {
                        group.addTask { try await node.apply(push, review: nil, options: .server) }
                    }
                }
                for try await outcomes in group { #expect(outcomes.allSatisfy { $0 == .applied }) }
            }
            for record in records {
                let merged = try #require(try await second.load(Inspection.self, key: record))
                #expect(merged == Inspection(id: record, site: "South", note: "dog", count: overlap == .storedRecord ? 1 : 0))
            }
            #expect(try await first.conflicts(limit: 10).isEmpty)
            let logged = try await first.changes(after: 0, excluding: nil, limit: 1_000).changes
            #expect(logged.count == records.count * (overlap == .storedRecord ? 5 : 2))
        }
    }

    // MARK: Helpers

    struct RolledBack: Error {}

    /// The wall clock in milliseconds.
    static var now: Int64 { Int64(Date().timeIntervalSince1970 * 1000) }

    /// Makes `change` to the record `key` on `device`.
    static func make(_ change: Change, to key: String, on device: ADSQLiteProvider) async throws {
        var record = try #require(try await device.load(Inspection.self, key: key))
        switch change {
        case .edit(let edit):
            edit(&record)
            try await device.save(record)
        case .delete:
            #expect(try await device.delete(record))
        }
    }

    /// A device talking straight to the server: push, then pull, as `ADSyncClient` does over HTTP.
    static func sync(_ device: ADSQLiteProvider, with server: ADPostgresProvider) async throws {
        let replica = try await device.syncReplica()
        let pushed = try await device.unpushedChanges(limit: 10_000)
        _ = try await server.apply(pushed, review: nil, options: .server)
        if let last = pushed.last { try await device.markPushed(through: last.sequence) }
        var cursor = try await device.pullCursor().position
        while true {
            let page = try await server.changes(after: cursor, excluding: replica, limit: 100)
            let outcomes = try await device.apply(page.changes, review: nil, options: ADSyncApplyOptions())
            #expect(!outcomes.contains { if case .refused = $0 { true } else { false } }, "\(outcomes)")
            cursor = page.cursor
            try await device.setPullCursor(ADSyncCursor(position: cursor, log: nil))
            if !page.more { break }
        }
    }

    /// Two nodes' providers on one new database, closed afterwards.
    static func withNodes(_ body: (ADPostgresProvider, ADPostgresProvider) async throws -> Void) async throws {
        let url = try await TestDatabase.url()
        try await TestDatabase.withProvider(url: url) { first in
            try await TestDatabase.withProvider(url: url) { second in try await body(first, second) }
        }
    }
}
}
