import ActionData
import ActionDataSQLite
import ActionDataStorage
import Foundation
import GRDB
import Testing

/// The change log as builds before this layout made it: a model's table, keyed with
/// `AUTOINCREMENT`, each change under the replica that made it.
private struct EarlierLogRow: ADDataTable {
    static let tableName = "ActionDataSyncLog"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoIncrementingInt

    var id = -1
    var table = Visit.tableName
    var record = ""
    var field = ""
    var value = ""
    var stamp = ""
    var previous = ""
    var replica = ""

    init() {}

    init(_ change: ADSyncChange) {
        record = change.record
        field = change.field
        value = TaggedValue.text(change.value)
        stamp = change.stamp.text
        replica = change.stamp.replica
    }
}

private extension ScratchDevice {
    /// The names of the change log's indexes, read straight from the file.
    func logIndexes() throws -> [String] {
        try DatabaseQueue(path: path).read { db in try db.indexes(on: SyncLogRow.tableName).map(\.name).sorted() }
    }

    /// Whether SQLite keeps an `AUTOINCREMENT` counter for the change log.
    func logHasCounter() throws -> Bool {
        try DatabaseQueue(path: path).read { db in
            try db.tableExists("sqlite_sequence")
                && Table("sqlite_sequence").filter(Column("name") == SyncLogRow.tableName).fetchCount(db) > 0
        }
    }
}

/// A change of `record`'s site made by `replica`, `offset` ms after now.
private func change(_ record: String, _ site: String, by replica: String, offset: Int64 = 0) -> ADSyncChange {
    ADSyncChange(
        table: Visit.tableName, record: record, field: "site", value: .string(site),
        stamp: ADSyncStamp(milliseconds: SyncClockProbe.now + offset, counter: 0, replica: replica), previous: nil)
}

/// How far `provider` recorded it pushed: the log's sequence a push starts after.
private func pushPoint(_ provider: ADSQLiteProvider) async throws -> Int64? {
    try await provider.load(SyncStateRow.self, key: SyncStateRow.pushed).flatMap { Int64($0.text) }
}

@Suite("Sync on SQLite: the change log's layout, which a local save writes one row a field to and no index")
struct SyncLogLayoutTests {
    @Test("a new file's log is keyed by rowid with no counter, and its one index holds only changes received from other replicas")
    func newLogLayout() async throws {
        let file = try ScratchDevice("layout")
        defer { file.remove() }
        let provider = try ADSQLiteProvider(path: file.path)
        let saved = try await provider.save(Visit(site: "North", note: "first", count: 1))
        #expect(try await provider.apply([change("r9", "South", by: "phone")], review: nil, options: ADSyncApplyOptions()) == [.applied])
        #expect(try file.logIndexes() == ["ActionDataSyncLog_received"])
        #expect(try !file.logHasCounter())
        let logged = try await provider.changes(after: 0, excluding: nil, limit: 100).changes
        #expect(logged.map(\.sequence) == Array(1...Int64(logged.count)), "keys follow one another from 1")
        #expect(logged.filter { $0.stamp.replica == "phone" }.map(\.record) == ["r9"])
        #expect(try await provider.unpushedChanges(limit: 100).map(\.record) == [saved.id, saved.id, saved.id], "its site, note and count")
        let others = try await provider.changes(after: 0, excluding: try await provider.syncReplica(), limit: 100).changes
        #expect(others.map(\.record) == ["r9"], "a page that leaves out this replica leaves out its own changes")
        let unnamed = try await provider.changes(after: 0, excluding: "", limit: 100).changes
        #expect(unnamed.count == logged.count, "an empty replica names none: its page leaves out nothing")
    }

    @Test("an earlier build's log keeps its changes: its own are still pushed, a received one is not applied twice, and its indexes give way")
    func earlierLogIsAdopted() async throws {
        let file = try ScratchDevice("earlier-log")
        defer { file.remove() }
        let (own, received) = (change("r1", "North", by: "tablet", offset: -2), change("r2", "South", by: "phone", offset: -1))
        do {
            let earlier = try ADSQLiteProvider(path: file.path)
            _ = try await earlier.save(SyncStateRow(name: SyncStateRow.replica, text: "tablet"))
            _ = try await earlier.save(EarlierLogRow(own))
            _ = try await earlier.save(EarlierLogRow(received))
        }
        try await DatabaseQueue(path: file.path).write { db in
            try db.create(index: "ActionDataSyncLog_stamp", on: SyncLogRow.tableName, columns: ["stamp"])
            try db.create(index: "ActionDataSyncLog_replica", on: SyncLogRow.tableName, columns: ["replica", "id"])
        }
        let provider = try ADSQLiteProvider(path: file.path)
        try await provider.register(Visit.self)
        let unpushed = try await provider.unpushedChanges(limit: 100)
        #expect(unpushed.map(\.record) == ["r1"] && unpushed.first?.stamp == own.stamp)
        #expect(try await provider.apply([received], review: nil, options: ADSyncApplyOptions()) == [.applied])
        #expect(try await provider.changes(after: 0, excluding: nil, limit: 100).changes.count == 2, "the received change was logged once")
        #expect(try file.logIndexes() == ["ActionDataSyncLog_received"])
        let next = try await provider.save(Visit(site: "East"))
        #expect(try await provider.unpushedChanges(limit: 100).map(\.record) == ["r1", next.id, next.id, next.id])
    }

    @Test("the push point moves past received changes, and stays before an own change that waits")
    func pushPointSkipsReceivedChanges() async throws {
        let file = try ScratchDevice("push-point")
        defer { file.remove() }
        let provider = try ADSQLiteProvider(path: file.path)
        _ = try await provider.save(Visit(site: "North"))
        let first = try #require(try await provider.unpushedChanges(limit: 100).last)
        try await provider.markPushed(through: first.sequence)
        _ = try await provider.apply([change("r8", "South", by: "phone")], review: nil, options: ADSyncApplyOptions())
        try await provider.setPullCursor(ADSyncCursor(position: 1, log: nil))
        let end = try await provider.changes(after: 0, excluding: nil, limit: 100).changes.last?.sequence
        #expect(try await pushPoint(provider) == end, "only received changes follow: the point moves past them")

        let waiting = try await provider.save(Visit(site: "East"))
        _ = try await provider.apply([change("r9", "West", by: "phone", offset: 1)], review: nil, options: ADSyncApplyOptions())
        try await provider.setPullCursor(ADSyncCursor(position: 2, log: nil))
        #expect(try await pushPoint(provider) == end, "an own change follows: the point stays")
        let unpushed = try await provider.unpushedChanges(limit: 100)
        #expect(Set(unpushed.map(\.record)) == [waiting.id])
        try await provider.markPushed(through: try #require(unpushed.last).sequence)
        #expect(try await pushPoint(provider) == (try await provider.changes(after: 0, excluding: nil, limit: 100).changes.last?.sequence))
        #expect(try await provider.syncStatus().unpushed == 0)
    }
}
