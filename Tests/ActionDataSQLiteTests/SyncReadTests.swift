import ActionDataSQLite
import ActionDataStorage
import Foundation
import Testing

/// Set by one task, awaited by another.
private final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }

    /// Waits, on this thread, until raised or `seconds` pass; answers whether it was raised.
    func wait(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !isRaised, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        return isRaised
    }

    /// Waits without blocking a thread, as ``wait(seconds:)``.
    func waitAsync(seconds: Double) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !isRaised, Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
        return isRaised
    }
}

/// The field states' table as builds before it was keyed by record and field made it: a
/// model's rowid table keyed by `id`.
private struct LegacyFieldState: ADDataTable {
    static let tableName = "ActionDataSyncFields"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var id = ""
    var owner = ""
    var field = ""
    var value = ""
    var stamp = ""
}

/// A synced table's rows as builds before the stamps' column wrote them: the model's own columns.
private struct EarlierVisit: ADDataTable {
    static let tableName = Visit.tableName
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var site = ""
    var note = ""
    var count = 0
}

/// The list of synced tables as earlier builds kept it.
private struct EarlierSyncedTable: ADDataTable {
    static let tableName = "ActionDataSyncTables"
    static let primaryKey = "name"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue

    var name = ""
}

/// A device file in a scratch folder that providers shaped as an earlier build's write first,
/// and what they write about the record `r1` of `Visit`.
private struct EarlierFile {
    let device: ScratchDevice
    /// The stamp the earlier build's field states hold, later than ``olderChange``'s.
    let held = ADSyncStamp(milliseconds: SyncClockProbe.now + 60_000, counter: 0, replica: "tablet")
    /// Another replica's change of `r1`'s site, made before ``held``.
    let olderChange = ADSyncChange(
        table: Visit.tableName, record: "r1", field: "site", value: .string("South"),
        stamp: ADSyncStamp(milliseconds: SyncClockProbe.now, counter: 0, replica: "phone"), previous: nil)

    init(_ name: String) throws { device = try ScratchDevice(name) }

    var path: String { device.path }

    /// The earlier build's state of `r1`'s `field`, stamped ``held``.
    func state(_ field: String, _ value: String) -> LegacyFieldState {
        let owner = "\(Visit.tableName.utf8.count):\(Visit.tableName)\u{1F}r1"
        return LegacyFieldState(id: owner + "\u{1F}" + field, owner: owner, field: field, value: value, stamp: held.text)
    }

    func remove() { device.remove() }
}

@Suite("Sync on SQLite: the field states' table, and what only reads runs beside writes")
struct SyncReadTests {
    @Test("a file whose field states an earlier build keyed by id keeps them: they are moved into the keyed table")
    func earlierFieldStatesAreRekeyed() async throws {
        let file = try EarlierFile("rekey")
        defer { file.remove() }
        _ = try await ADSQLiteProvider(path: file.path).save(file.state("site", #"{"string":"North"}"#))
        let provider = try ADSQLiteProvider(path: file.path)
        try await provider.register(Visit.self)
        #expect(try await provider.apply([file.olderChange], review: nil, options: ADSyncApplyOptions()) == [.superseded])
        #expect(try await provider.conflicts(limit: 10).isEmpty, "an older change of another replica's value is the server's past, no conflict here")
        let saved = try await provider.save(Visit(id: "r2", site: "West"))
        #expect(try await provider.unpushedChanges(limit: 100).contains { $0.record == saved.id && $0.field == "site" })
    }

    @Test(
        "a file whose stored records' states an earlier build kept in the states' table keeps them: they move into the records' rows",
        arguments: [false, true])
    func earlierStatesMoveIntoTheRows(registersFirst: Bool) async throws {
        let file = try EarlierFile("adopt")
        defer { file.remove() }
        do {
            let earlier = try ADSQLiteProvider(path: file.path)
            _ = try await earlier.save(EarlierVisit(id: "r1", site: "North", note: "kept", count: 2))
            _ = try await earlier.save(EarlierSyncedTable(name: Visit.tableName))
            for (field, value) in [("site", #"{"string":"North"}"#), ("note", #"{"string":"kept"}"#), ("count", #"{"int":2}"#)] {
                _ = try await earlier.save(file.state(field, value))
            }
        }
        let provider = try ADSQLiteProvider(path: file.path)
        if registersFirst { try await provider.register(Visit.self) }
        #expect(try await provider.apply([file.olderChange], review: nil, options: ADSyncApplyOptions()) == [.superseded])
        #expect(try await provider.conflicts(limit: 10).isEmpty, "an older change of another replica's value is the server's past, no conflict here")
        if !registersFirst { try await provider.register(Visit.self) }
        #expect(try await provider.load(Visit.self, key: "r1") == Visit(id: "r1", site: "North", note: "kept", count: 2))
        _ = try await provider.save(Visit(id: "r1", site: "East", note: "kept", count: 2))
        let edit = try #require(try await provider.unpushedChanges(limit: 100).first { $0.record == "r1" })
        #expect(edit.field == "site" && edit.previous == file.held, "the edit follows the state the earlier build held")
        #expect(try provider.loadRecords(from: Visit.tableName).map { Set($0.map { name, _ in name }) } == [["id", "site", "note", "count"]])
    }

    @Test("a pull, the status, the cursor, conflicts and unpushed changes are answered while a write transaction is open")
    func readsBesideAnOpenWrite() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-sync-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let provider = try ADSQLiteProvider(path: directory.appendingPathComponent("server.sqlite").path)
        let visit = try await provider.save(Visit(site: "North"))
        // The write stays open until the reads have answered. Reads that waited for the writer
        // would never answer, so the bound only ends that failure; it is long because a busy CI
        // machine has held these reads for more than 20 s.
        let (opened, answered) = (Signal(), Signal())
        let write = Task {
            try await provider.transaction { transaction in
                _ = try transaction.save(Visit(site: "South"))
                opened.raise()
                return answered.wait(seconds: 300)
            }
        }
        #expect(try await opened.waitAsync(seconds: 300))
        let page = try await provider.changes(after: 0, excluding: nil, limit: 100)
        #expect(page.changes.contains { $0.record == visit.id && $0.field == "site" && $0.value == .string("North") })
        #expect(!page.changes.contains { $0.value == .string("South") }, "the open write is not seen")
        #expect(try await provider.syncStatus().unpushed == page.changes.count)
        #expect(try await provider.pullCursor() == .start)
        #expect(try await provider.conflicts(limit: 10).isEmpty)
        #expect(try await provider.unpushedChanges(limit: 100).count == page.changes.count)
        #expect(try await provider.syncedRecords(in: Visit.tableName, keys: [visit.id])[visit.id]?["site"] == .string("North"))
        answered.raise()
        #expect(try await write.value, "the reads were answered while the write was open")
        #expect(try await provider.changes(after: page.cursor, excluding: nil, limit: 100).changes.contains { $0.value == .string("South") })
    }
}
