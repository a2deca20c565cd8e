import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Logging
import Testing

@Suite("Sync: the server's log is compacted; a device behind a removed tombstone fetches a snapshot", .serialized)
struct SyncCompactionTests {
    /// Everything is old enough to compact.
    static let now = ADSyncCompactionPolicy(keepingHistory: .zero, keepingTombstones: .zero)
    /// Field changes compact now; tombstones wait for the replicas.
    static let waitingForReplicas = ADSyncCompactionPolicy(keepingHistory: .zero, keepingTombstones: .seconds(86_400))

    @Test("changes that a later change of their field follows go; every field's latest stays, and a new device ends equal", arguments: SyncDatabase.available)
    func latestPerField(on kind: SyncDatabase) async throws {
        let served = try await SyncServer.make(on: kind, at: try await kind.make())
        var job = try await served.provider.save(Job(title: "0", owner: "root"))
        for edit in 1...10 {
            job.title = "\(edit)"
            try await served.provider.save(job)
        }
        let latest = job
        let before = try await served.provider.changes(after: 0, excluding: nil, limit: 1_000).changes.count
        let report = try await served.provider.compactLog(Self.now)
        #expect(before == 15 && report.changesRemoved == 10 && report.rowsLeft == 5 && report.tombstonesRemoved == 0, "\(before) \(report)")
        #expect(try await served.provider.logBounds().start == 0, "no tombstone went: every cursor is still served")
        try await served.serving { url in
            let phone = try await SyncServer.device(of: "root", at: url)
            try await phone.client.sync()
            #expect(try await phone.jobs() == [latest])
        }
        await served.close()
    }

    @Test("a tombstone waits for every known replica to pull past it; removed, it sends a late device to a snapshot", arguments: SyncDatabase.available)
    func tombstones(on kind: SyncDatabase) async throws {
        let served = try await SyncServer.make(on: kind, at: try await kind.make())
        let kept = try await served.provider.save(Job(title: "Kept", owner: "root"))
        // The log's last row always stays (the clock's floor): a change follows the delete.
        let gone = try await served.provider.save(Job(title: "Deleted while the tablet was away", owner: "root"))
        try await served.serving { url in
            let phone = try await SyncServer.device(of: "root", at: url)
            let tablet = try await SyncServer.device(of: "root", at: url)
            try await phone.client.sync()
            try await tablet.client.sync()
            try await served.provider.delete(gone)
            var edited = kept
            edited.title = "Kept, edited after the delete"
            try await served.provider.save(edited)
            try await phone.client.sync()
            try await phone.client.sync()
            #expect(try await served.provider.compactLog(Self.waitingForReplicas).tombstonesRemoved == 0, "the tablet has not pulled past it")
            let report = try await served.provider.compactLog(Self.now)
            #expect(report.tombstonesRemoved == 1 && report.start > 0, "\(report)")

            let late = try await tablet.client.sync()
            #expect(late.snapshot?.contains("compacted") == true, "\(late)")
            #expect(try await tablet.jobs().map(\.id) == [kept.id])
            #expect(try await phone.client.sync().snapshot == nil, "a device past the tombstone pulls on")
            #expect(try await phone.jobs().map(\.id) == [kept.id])
        }
        await served.close()
    }

    @Test("the server compacts its log on its schedule, and stops once its task is cancelled")
    func scheduled() async throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        try await provider.register(Job.self)
        var job = try await provider.save(Job(title: "v0", owner: "root"))
        for version in 1...3 {
            job.title = "v\(version)"
            job = try await provider.save(job)
        }
        let before = try await provider.unpushedChanges(limit: 1_000).count
        let sync = ADWebSync(provider: provider, compaction: Self.now, compactionInterval: .milliseconds(20))
        let compacting = Task { await sync.compactLogRepeatedly(logger: Logger(label: "compaction")) }
        var after = before
        // Waits for the first compaction: 20 ms away, up to 10 s on a loaded machine.
        for _ in 0..<500 where after == before {
            try await Task.sleep(for: .milliseconds(20))
            after = try await provider.unpushedChanges(limit: 1_000).count
        }
        compacting.cancel()
        await compacting.value
        #expect(after == before - 3, "the title's three earlier changes went, \(before) → \(after)")
        #expect(try await provider.load(Job.self, key: job.id)?.title == "v3")
    }
}
