import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Testing

@Suite("Sync: a person's view moves with the rules: records arrive whole, leave, and deletes reach only who held them", .serialized)
struct SyncViewTests {
    /// The changes a device received, as its log keeps them.
    private static func received(by device: Device) async throws -> [ADSyncChange] {
        let own = try await device.provider.syncReplica()
        return try await device.provider.changes(after: 0, excluding: nil, limit: 100_000).changes.filter { $0.stamp.replica != own }
    }

    @Test("a job given to Ada arrives whole, without its cost or its earlier titles; given back, it leaves her phone", arguments: SyncDatabase.available)
    func movingWindow(on kind: SyncDatabase) async throws {
        let served = try await SyncServer.make(on: kind, at: try await kind.make())
        let bobs = try await served.provider.save(Job(title: "Bob's roof", owner: "bob", price: 40, cost: 30))
        let gone = try await served.provider.save(Job(title: "Bob's shed", owner: "bob"))
        let adas = try await served.provider.save(Job(title: "Ada's fence", owner: "ada"))
        try await served.serving { url in
            let ada = try await SyncServer.device(of: "ada", at: url)
            try await ada.client.sync()
            #expect(try await ada.jobs().map(\.id) == [adas.id])

            var job = bobs
            job.title = "Roof, first estimate"
            try await served.provider.save(job)
            job.owner = "ada"
            job.title = "Roof, final"
            try await served.provider.save(job)
            let entered = try await ada.client.sync()
            #expect(entered.changed(job.id, in: Job.tableName), "\(entered)")
            var expected = job
            expected.cost = 0.5
            #expect(try await ada.provider.load(Job.self, key: job.id) == expected, "whole, as she may see it")
            let values = try await Self.received(by: ada).map(\.value)
            #expect(!values.contains(.string("Roof, first estimate")), "no earlier value travels")
            #expect(!values.contains(.double(30)), "no hidden cost travels")

            try await served.provider.delete(gone)
            job.owner = "bob"
            try await served.provider.save(job)
            let left = try await ada.client.sync()
            #expect(left.evicted == 1, "\(left)")
            #expect(try await ada.jobs().map(\.id) == [adas.id])
            #expect(!(try await Self.received(by: ada)).contains { $0.record == gone.id }, "a deletion she could never see is not hers")

            try await served.provider.delete(adas)
            try await ada.client.sync()
            #expect(try await ada.jobs().isEmpty)
            #expect(try await Self.received(by: ada).contains { $0.record == adas.id && $0.isDelete }, "she held it: she is told it was deleted")
            let conflicts = try await ada.provider.conflicts(limit: 10)
            #expect(conflicts.isEmpty, "the server's word is no conflict: \(conflicts)")
        }
        await served.close()
    }

    @Test("a replica belongs to the identity that first presented it (pull and snapshot); the anonymous get no snapshot; a change stamped by another replica is refused")
    func replicaOwnership() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let ada = try await SyncServer.device(of: "ada", at: url)
            try await ada.client.sync()
            let adasReplica = try await ada.provider.syncReplica()
            let bob = try await SyncRequests.signedIn(as: "bob", at: url)
            let (status, _) = try await bob.pull("since=0&replica=" + adasReplica)
            #expect(status == 403)
            let (snapshot, _) = try await SyncRequests.send(url, "GET", "sync/snapshot?replica=" + adasReplica, body: nil, token: bob.token)
            #expect(snapshot == 403, "a snapshot under another's replica, which would reset its holdings")
            let (anonymous, _) = try await SyncRequests.send(url, "GET", "sync/snapshot?replica=nobody", body: nil, token: nil)
            #expect(anonymous == 401)

            let stamp = ADSyncStamp(milliseconds: Int64(Date().timeIntervalSince1970 * 1000), counter: 0, replica: adasReplica)
            let forged = ADSyncChange(table: Job.tableName, record: UUID().uuidString, field: "title", value: "forged", stamp: stamp, previous: nil)
            let root = try await SyncRequests.signedIn(as: "root", at: url)
            let answer = try await root.push([forged], as: "root-tablet")
            #expect(answer.outcomes == [.refused("the change is stamped by another replica than the push's")])
        }
    }

    @Test("a claim tells a new replica, a known one, another identity's, and one whose person's access changed", arguments: SyncDatabase.available)
    func claims(on kind: SyncDatabase) async throws {
        let (provider, close) = try await kind.open(try await kind.make())
        try await provider.register(Job.self)
        let cases: [(owner: String, access: String, recording: Bool, expected: ADSyncReplicaClaim)] = [
            ("ada", "worker", false, .registered),
            ("ada", "worker", false, .known),
            ("bob", "worker", false, .claimedByAnother),
            ("ada", "admin", false, .accessChanged),
            ("ada", "admin", true, .accessChanged),
            ("ada", "admin", false, .known),
        ]
        for (owner, access, recording, expected) in cases {
            #expect(try await provider.claimReplica("phone-1", by: owner, access: access, recordingAccess: recording) == expected)
        }
        await close()
    }
}
