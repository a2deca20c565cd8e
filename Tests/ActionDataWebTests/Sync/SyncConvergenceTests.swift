import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Testing
import TestSupport

/// A replica of the convergence test: a device (its provider, its person, its client on the
/// server now listening), or the server itself.
private final class Replica: @unchecked Sendable {
    let name: String
    let person: String
    let device: ADSQLiteProvider
    var client: ADSyncClient?

    /// How far the device's clock is off.
    let clockOffset: TimeInterval
    /// The jobs its forms hold open, as loaded some steps ago: saved later, they may be of
    /// records deleted or taken out of the person's view since.
    var opened: [Job] = []

    init(name: String, person: String, clockOffset: TimeInterval = 0) throws {
        self.name = name
        self.person = person
        self.clockOffset = clockOffset
        device = try ADSQLiteProvider(path: ":memory:")
    }

    func connect(to url: URL) async throws {
        let client = ADSyncClient(provider: device, server: url, batchSize: 7)
        try await client.signIn(name: person, password: SyncServer.password(of: person))
        self.client = client
    }
}

/// The jobs that were Ada's on the server at some step: records change hands, and her
/// changes of a job she held then are hers to have made.
private final class AdasJobs: @unchecked Sendable {
    var ids = Set<String>()

    func observe(_ server: any ADSyncProvider) async throws {
        ids.formUnion(try await server.load(Job.self, where: "owner = 'ada'", orderBy: [], limit: nil).map(\.id))
    }
}

@Suite("Sync: every replica converges, nothing is lost, no rule is bypassed", .serialized)
struct SyncConvergenceTests {
    /// Three seeds in every run; `ACTIONDATA_SYNC_SEEDS=N` runs N more (`Load/run sync` runs 20).
    static var seeds: [UInt64] {
        let more = ProcessInfo.processInfo.environment["ACTIONDATA_SYNC_SEEDS"].flatMap { Int($0) } ?? 0
        return [11, 2_024, 90_210] + (0..<min(max(more, 0), 1_000)).map { UInt64(100_003 &* ($0 + 1)) }
    }

    static var cases: [(SyncDatabase, UInt64)] { SyncDatabase.available.flatMap { kind in seeds.map { (kind, $0) } } }

    @Test("generated offline edits, deletes and saves of open forms on three devices (clocks years ahead and behind) and the server, records changing hands, compaction, cut connections, a server restart", arguments: cases)
    func converges(on kind: SyncDatabase, seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let address = try await kind.make()
        let year: TimeInterval = 365 * 86_400
        let replicas = [
            try Replica(name: "root's phone", person: "root"), try Replica(name: "root's tablet, its clock 3 years ahead", person: "root", clockOffset: 3 * year),
            try Replica(name: "ada's phone, its clock 3 years behind", person: "ada", clockOffset: -3 * year),
        ]
        for replica in replicas {
            try await replica.device.register(Job.self)
            let offset = replica.clockOffset
            try await replica.device.readSyncWallClock { Date().addingTimeInterval(offset) }
        }
        let adas = AdasJobs()
        let restartAt = Int.random(in: 20..<60, using: &random)
        var served = try await SyncServer.make(on: kind, at: address)
        for round in 0..<2 {
            let current = served
            try await current.serving { url in
                for replica in replicas { try await replica.connect(to: url) }
                let steps = round == 0 ? restartAt : 80 - restartAt
                var generator = SeededGenerator(seed: seed &+ UInt64(round) &* 7_919)
                for _ in 0..<steps {
                    try await Self.step(replicas, server: current.provider, using: &generator)
                    try await adas.observe(current.provider)
                }
            }
            await current.close()
            served = try await SyncServer.make(on: kind, at: address)
        }
        let final = served
        try await final.serving { url in
            for replica in replicas { try await replica.connect(to: url) }
            for _ in 0..<3 {
                for replica in replicas { try await replica.client?.sync() }
            }
            try await adas.observe(final.provider)
            try await Self.checkConverged(replicas, server: final.provider, adasJobs: adas.ids)
        }
        await final.close()
    }

    /// One random step: an offline edit somewhere, a sync, or a connection cut.
    private static func step(_ replicas: [Replica], server: any ADSyncProvider, using random: inout SeededGenerator) async throws {
        let roll = Int.random(in: 0..<100, using: &random)
        let replica = replicas[Int.random(in: 0..<replicas.count, using: &random)]
        let people = ["ada", "bob", "root"]
        switch roll {
        case 0..<25:
            try await edit(replica.device, owner: replica.person, using: &random)
            if Bool.random(using: &random) {
                replica.opened = try await replica.device.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil)
            }
        case 25..<30:
            try await saveOpened(replica, using: &random)
        case 30..<36:
            try await edit(server, owner: people[Int.random(in: 0..<3, using: &random)], using: &random)
        case 36..<39:
            // A record changes hands: it enters one person's view and leaves another's.
            let jobs = try await server.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil)
            if !jobs.isEmpty {
                var job = jobs[Int.random(in: 0..<jobs.count, using: &random)]
                job.owner = people[Int.random(in: 0..<3, using: &random)]
                try await server.save(job)
            }
        case 39:
            // Everything old enough goes, tombstones included: devices behind them fetch a snapshot.
            _ = try await server.compactLog(ADSyncCompactionPolicy(keepingHistory: .zero, keepingTombstones: .zero))
        case 40..<75:
            try await replica.client?.sync()
        case 75..<85 where replica.person == "root":
            // The push reaches the server and is committed, and its answer is lost (an admin's
            // push, which the server's rules let through as they are).
            let unpushed = try await replica.device.unpushedChanges(limit: 5)
            _ = try await server.apply(unpushed, review: nil, options: .server)
        case 85..<100 where replica.person == "root":
            // A pull's page arrives and is stored, and the connection is cut before the cursor is
            // (an admin's, who may read every change).
            let replicaID = try await replica.device.syncReplica()
            let page = try await server.changes(after: try await replica.device.pullCursor().position, excluding: replicaID, limit: 3)
            _ = try await replica.device.apply(page.changes, review: nil, options: ADSyncApplyOptions())
        default:
            try await replica.client?.sync()
        }
    }

    /// Saves a job a form of `replica` held open, edited: refused when its record was deleted.
    private static func saveOpened(_ replica: Replica, using random: inout SeededGenerator) async throws {
        guard !replica.opened.isEmpty else { return }
        var job = replica.opened[Int.random(in: 0..<replica.opened.count, using: &random)]
        job.title = "saved from an open form \(Int.random(in: 0..<1_000, using: &random))"
        do {
            try await replica.device.save(job)
        } catch {
            guard case .refused(.gone) = error.kind else { throw error }
        }
    }

    /// Creates, edits or deletes a job in `provider`, as `owner` would.
    private static func edit(_ provider: any ADSyncProvider, owner: String, using random: inout SeededGenerator) async throws {
        let jobs = try await provider.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil)
        let roll = Int.random(in: 0..<10, using: &random)
        if jobs.isEmpty || roll < 3 {
            try await provider.save(Job(
                title: "job \(Int.random(in: 0..<1_000, using: &random))", owner: owner,
                status: roll == 0 ? "approved" : "draft", price: Double(Int.random(in: 0..<100, using: &random)),
                cost: Double(Int.random(in: 0..<50, using: &random))))
            return
        }
        var job = jobs[Int.random(in: 0..<jobs.count, using: &random)]
        switch roll {
        case 3: try await provider.delete(job)
        case 4: job.status = job.status == "draft" ? "approved" : "draft"
        case 5, 6: job.price = Double(Int.random(in: -5..<100, using: &random))
        case 7: job.cost = Double(Int.random(in: 0..<50, using: &random))
        default: job.title = "edited \(Int.random(in: 0..<1_000, using: &random))"
        }
        if roll != 3 { try await provider.save(job) }
    }

    private static func checkConverged(_ replicas: [Replica], server: any ADSyncProvider, adasJobs: Set<String>) async throws {
        let stored = try await server.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil)
        let serverLog = try await server.changes(after: 0, excluding: nil, limit: 1_000_000).changes
        let serverConflicts = try await server.conflicts(limit: 1_000_000)
        let kept = Set(serverLog.map(\.stamp))
        let lostOnServer = Set(serverConflicts.map(\.lostStamp))
        for replica in replicas {
            let jobs = try await replica.device.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil)
            if replica.person == "root" {
                #expect(jobs == stored, "\(replica.name) holds what the server holds")
            } else {
                let own = stored.filter { $0.owner == replica.person }
                #expect(jobs.map(\.id) == own.map(\.id), "\(replica.name) holds exactly the jobs it may read")
                for (mine, theirs) in zip(jobs, own) {
                    var comparable = mine
                    comparable.cost = theirs.cost
                    #expect(comparable == theirs, "\(replica.name): the same job but for its hidden cost")
                }
            }
            let replicaID = try await replica.device.syncReplica()
            let own = try await replica.device.changes(after: 0, excluding: nil, limit: 1_000_000).changes.filter { $0.stamp.replica == replicaID }
            let deviceConflicts = Set(try await replica.device.conflicts(limit: 1_000_000).map(\.lostStamp))
            for change in own {
                // Compaction removes a change a later one of its field follows, and every change
                // of a record whose tombstone it removes.
                let compacted = serverLog.contains { $0.record == change.record && $0.field == change.field && $0.stamp > change.stamp }
                    || !serverLog.contains { $0.record == change.record }
                let accounted = kept.contains(change.stamp) || lostOnServer.contains(change.stamp.text) || deviceConflicts.contains(change.stamp.text)
                    || compacted
                #expect(accounted, "\(replica.name)'s change \(change.field) = \(change.value) of \(change.record) at \(change.stamp) is kept, lost to a conflict, refused or compacted")
            }
            #expect(try await replica.device.syncStatus().unpushed == 0)
        }
        let ada = try #require(replicas.first { $0.person == "ada" })
        let adasReplica = try await ada.device.syncReplica()
        for job in stored where !adasJobs.contains(job.id) {
            #expect(!serverLog.contains { $0.record == job.id && $0.stamp.replica == adasReplica }, "Ada changed no job that was never hers")
        }
    }
}
