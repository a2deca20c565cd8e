import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Testing

@Suite("Sync: conflicts are announced once, across launches, and can be settled")
struct SyncConflictTests {
    @Test("a refusal is announced by the sync that met it, not by the next nor by a relaunched client; settled, it no longer counts")
    func announcedOnceThenSettled() async throws {
        let served = try await SyncServer.make()
        let adas = try await served.provider.save(Job(title: "Ada's", owner: "ada", price: 5))
        try await served.serving { url in
            let ada = try await SyncServer.device(of: "ada", at: url)
            try await ada.client.sync()
            var job = try #require(try await ada.provider.load(Job.self, key: adas.id))
            job.price = -1
            try await ada.provider.save(job)
            let updates = await ada.client.updates()
            var iterator = updates.makeAsyncIterator()
            try await ada.client.sync()
            #expect(await iterator.next()?.newConflicts.map(\.reason) == [.refused])
            try await ada.client.sync()
            #expect(await iterator.next()?.newConflicts.isEmpty == true, "told once")

            let relaunched = ADSyncClient(provider: ada.provider, server: url)
            try await relaunched.signIn(name: "ada", password: SyncServer.password(of: "ada"))
            var again = await relaunched.updates().makeAsyncIterator()
            try await relaunched.sync()
            #expect(await again.next()?.newConflicts.isEmpty == true, "and not again after a relaunch")

            let onRecord = try await ada.provider.conflicts(limit: 10)
            let status = try await ada.provider.syncStatus()
            #expect(onRecord.count == 1 && status.conflicts == 1)
            try await ada.provider.settleConflicts(onRecord.map(\.id))
            #expect(try await ada.provider.conflicts(limit: 10).isEmpty)
            #expect(try await ada.provider.syncStatus().conflicts == 0)
        }
    }
}
