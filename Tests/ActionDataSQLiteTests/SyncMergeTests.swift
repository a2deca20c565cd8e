import ActionData
import ActionDataSQLite
import ActionDataStorage
import Foundation
import Testing

/// A synced model for the tests.
struct Visit: ADSyncedTable, Equatable {
    static let tableName = "Visits"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString
    static let syncRules = ADSyncRules(resolving: ["count": .formula("max(mine.count, theirs.count)")])

    var id = ""
    var site = ""
    var note = ""
    var count = 0
}

/// A model that may not sync: its keys are counted.
struct CountedVisit: ADSyncedTable {
    static let tableName = "CountedVisits"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var site = ""
}

/// One replica talking straight to a server replica: push, then pull, as `ADSyncClient` does
/// over HTTP.
func syncDirectly(_ device: ADSQLiteProvider, with server: ADSQLiteProvider) async throws {
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

@Suite("Sync on SQLite: the change log and field-by-field merging")
struct SyncMergeTests {
    @Test("a save logs its fields and a delete its tombstone, in the same transaction")
    func journal() async throws {
        let device = try ADSQLiteProvider(path: ":memory:")
        var visit = try await device.save(Visit(site: "North", note: "gate"))
        #expect(visit.id.count == 36)
        var changes = try await device.unpushedChanges(limit: 100)
        #expect(Set(changes.map(\.field)) == ["site", "note", "count"])
        visit.note = "fence"
        visit = try await device.save(visit)
        changes = try await device.unpushedChanges(limit: 100)
        #expect(changes.count == 4)
        #expect(changes.last?.field == "note")
        #expect(changes.last?.previous == changes.first { $0.field == "note" }?.stamp)
        try await device.delete(visit)
        changes = try await device.unpushedChanges(limit: 100)
        #expect(changes.last?.isDelete == true)
        #expect(try await device.syncStatus().unpushed == 5)
    }

    @Test("a table whose keys are counted is refused for sync, naming the key types it needs")
    func countedKeysRefused() async throws {
        let device = try ADSQLiteProvider(path: ":memory:")
        await #expect {
            try await device.save(CountedVisit(site: "x"))
        } throws: { error in
            "\(error)".contains("timeOrderedUUIDString") && "\(error)".contains("autoIncrementingInt")
        }
    }

    @Test("the server refuses an edit of a record it never held (its creation was refused or lost), and takes it with its creation")
    func unknownRecord() async throws {
        let device = try ADSQLiteProvider(path: ":memory:")
        let server = try ADSQLiteProvider(path: ":memory:")
        for replica in [device, server] { try await replica.register(Visit.self) }
        var visit = try await device.save(Visit(site: "Quay"))
        visit.note = "checked later"
        visit = try await device.save(visit)
        let changes = try await device.unpushedChanges(limit: 100)
        let edits = changes.filter { $0.previous != nil }
        #expect(edits.count == 1)
        let refused = try await server.apply(edits, review: nil, options: .server)
        #expect(refused.allSatisfy { if case .refused = $0 { true } else { false } }, "\(refused)")
        #expect(try await server.load(Visit.self, key: visit.id) == nil)
        #expect(try await device.apply(edits, review: nil, options: ADSyncApplyOptions()).allSatisfy { $0 == .applied },
            "a device takes what the server sends")
        #expect(try await server.apply(changes, review: nil, options: .server).allSatisfy { $0 == .applied })
        #expect(try await server.load(Visit.self, key: visit.id) == visit)
    }

    @Test("two devices edit different fields offline: both edits are kept everywhere")
    func differentFields() async throws {
        let server = try ADSQLiteProvider(path: ":memory:")
        try await server.register(Visit.self)
        let phone = try ADSQLiteProvider(path: ":memory:")
        let tablet = try ADSQLiteProvider(path: ":memory:")
        try await tablet.register(Visit.self)
        let visit = try await phone.save(Visit(site: "North", note: "", count: 1))
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        var onPhone = try #require(try await phone.load(Visit.self, key: visit.id))
        var onTablet = try #require(try await tablet.load(Visit.self, key: visit.id))
        onPhone.site = "South"
        onTablet.note = "dog"
        try await phone.save(onPhone)
        try await tablet.save(onTablet)
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        try await syncDirectly(phone, with: server)
        let expected = Visit(id: visit.id, site: "South", note: "dog", count: 1)
        #expect(try await server.load(Visit.self, key: visit.id) == expected)
        #expect(try await phone.load(Visit.self, key: visit.id) == expected)
        #expect(try await tablet.load(Visit.self, key: visit.id) == expected)
        #expect(try await server.conflicts(limit: 10).isEmpty)
    }

    @Test("one field edited on both: the later stamp wins everywhere and the other is a conflict")
    func sameField() async throws {
        let server = try ADSQLiteProvider(path: ":memory:")
        try await server.register(Visit.self)
        let phone = try ADSQLiteProvider(path: ":memory:")
        let tablet = try ADSQLiteProvider(path: ":memory:")
        try await tablet.register(Visit.self)
        let visit = try await phone.save(Visit(site: "North"))
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        var onTablet = try #require(try await tablet.load(Visit.self, key: visit.id))
        var onPhone = try #require(try await phone.load(Visit.self, key: visit.id))
        onTablet.site = "East"
        try await tablet.save(onTablet)
        try await Task.sleep(for: .milliseconds(5))
        onPhone.site = "West"
        try await phone.save(onPhone)
        try await syncDirectly(tablet, with: server)
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        for replica in [server, phone, tablet] {
            #expect(try await replica.load(Visit.self, key: visit.id)?.site == "West")
        }
        let conflict = try #require(try await server.conflicts(limit: 10).first)
        #expect(conflict.field == "site")
        #expect(conflict.lost == .string("East"))
        #expect(conflict.kept == .string("West"))
    }

    @Test("the table's formula settles a field on the server: max(mine.count, theirs.count)")
    func formulaResolution() async throws {
        let server = try ADSQLiteProvider(path: ":memory:")
        try await server.register(Visit.self)
        let phone = try ADSQLiteProvider(path: ":memory:")
        let tablet = try ADSQLiteProvider(path: ":memory:")
        try await tablet.register(Visit.self)
        let visit = try await phone.save(Visit(site: "North", count: 1))
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        var onTablet = try #require(try await tablet.load(Visit.self, key: visit.id))
        var onPhone = try #require(try await phone.load(Visit.self, key: visit.id))
        onTablet.count = 7
        try await tablet.save(onTablet)
        onPhone.count = 3
        try await phone.save(onPhone)
        try await syncDirectly(tablet, with: server)
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        for replica in [server, phone, tablet] {
            #expect(try await replica.load(Visit.self, key: visit.id)?.count == 7)
        }
    }

    @Test("a delete against a concurrent edit: the delete wins and the edit is recorded")
    func deleteWins() async throws {
        let server = try ADSQLiteProvider(path: ":memory:")
        try await server.register(Visit.self)
        let phone = try ADSQLiteProvider(path: ":memory:")
        let tablet = try ADSQLiteProvider(path: ":memory:")
        try await tablet.register(Visit.self)
        let visit = try await phone.save(Visit(site: "North"))
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        try await tablet.delete(visit)
        var onPhone = try #require(try await phone.load(Visit.self, key: visit.id))
        onPhone.note = "late"
        try await phone.save(onPhone)
        try await syncDirectly(tablet, with: server)
        try await syncDirectly(phone, with: server)
        try await syncDirectly(tablet, with: server)
        for replica in [server, phone, tablet] {
            #expect(try await replica.load(Visit.self, key: visit.id) == nil)
        }
        #expect(try await server.conflicts(limit: 10).contains { $0.reason == .deleted && $0.lost == .string("late") })
    }

    @Test("a push retried after its answer was lost applies once")
    func retriedPush() async throws {
        let server = try ADSQLiteProvider(path: ":memory:")
        try await server.register(Visit.self)
        let phone = try ADSQLiteProvider(path: ":memory:")
        var visit = try await phone.save(Visit(site: "North"))
        let first = try await phone.unpushedChanges(limit: 100)
        _ = try await server.apply(first, review: nil, options: .server)
        visit.site = "South"
        visit = try await phone.save(visit)
        let all = try await phone.unpushedChanges(limit: 100)
        #expect(try await server.apply(all, review: nil, options: .server).allSatisfy { $0 == .applied })
        #expect(try await server.apply(first, review: nil, options: .server).allSatisfy { $0 == .applied })
        #expect(try await server.load(Visit.self, key: visit.id)?.site == "South")
        #expect(try await server.conflicts(limit: 10).isEmpty)
        #expect(try await server.changes(after: 0, excluding: nil, limit: 100).changes.count == all.count)
    }

    @Test("a stamp years ahead is not applied: it is answered ahead, for its device to set its clock right")
    func clockAhead() async throws {
        let server = try ADSQLiteProvider(path: ":memory:")
        try await server.register(Visit.self)
        let ahead = ADSyncStamp(milliseconds: SyncClockProbe.now + 3 * 365 * 86_400_000, counter: 0, replica: "phone")
        let change = ADSyncChange(table: "Visits", record: "r1", field: "site", value: "North", stamp: ahead, previous: nil)
        #expect(try await server.apply([change], review: nil, options: .server) == [.ahead])
        #expect(try await server.apply([change], review: nil, options: .server) == [.ahead], "a retry is found ahead again, never applied")
        #expect(try await server.changes(after: 0, excluding: nil, limit: 10).changes.isEmpty)
        #expect(try await server.load(Visit.self, key: "r1") == nil)
    }

    @Test("an edit that revives a deleted record and a later delete in one push: the record stays deleted, its deletion remembered")
    func reviveThenDelete() async throws {
        let server = try ADSQLiteProvider(path: ":memory:")
        let visit = try await server.save(Inspection(site: "North"))
        let created = try await server.changes(after: 0, excluding: nil, limit: 10).changes
        let made = try #require(created.map(\.stamp).max())
        let base = SyncClockProbe.now + 1_000
        let stamp = { (offset: Int64, counter: Int32, replica: String) in
            ADSyncStamp(milliseconds: base + offset, counter: counter, replica: replica)
        }
        let table = Inspection.tableName
        let deleted = ADSyncChange.delete(table: table, record: visit.id, stamp: stamp(1, 0, "tablet"), previous: made)
        #expect(try await server.apply([deleted], review: nil, options: ADSyncApplyOptions()) == [.applied])
        let edit = ADSyncChange(
            table: table, record: visit.id, field: "site", value: .string("South"), stamp: stamp(2, 0, "phone"), previous: made)
        let deletedAgain = ADSyncChange.delete(table: table, record: visit.id, stamp: stamp(3, 0, "phone"), previous: edit.stamp)
        #expect(try await server.apply([edit, deletedAgain], review: nil, options: ADSyncApplyOptions()) == [.applied, .applied])
        #expect(try await server.load(Inspection.self, key: visit.id) == nil)
        // An older delete from a third replica meets the remembered deletion: it is logged,
        // and no edit is recorded as lost to it.
        let conflicts = try await server.conflicts(limit: 100).count
        let older = ADSyncChange.delete(table: table, record: visit.id, stamp: stamp(2, 5, "laptop"), previous: made)
        #expect(try await server.apply([older], review: nil, options: ADSyncApplyOptions()) == [.applied])
        #expect(try await server.conflicts(limit: 100).count == conflicts)
        #expect(try await server.load(Inspection.self, key: visit.id) == nil)
    }
}

/// A synced model whose edits win against deletes.
struct Inspection: ADSyncedTable, Equatable {
    static let tableName = "Inspections"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString
    static let syncRules = ADSyncRules(deletes: .editWins)

    var id = ""
    var site = ""
}

/// The wall clock in milliseconds.
enum SyncClockProbe {
    static var now: Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}
