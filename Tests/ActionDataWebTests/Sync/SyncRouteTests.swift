import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Sync over HTTP: push, pull, identities and permissions")
struct SyncRouteTests {
    @Test("a worker's phone and tablet: created on one, edited on both offline, merged everywhere")
    func roundTrip() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let phone = try await SyncServer.device(of: "ada", at: url)
            let tablet = try await SyncServer.device(of: "ada", at: url)
            let job = try await phone.provider.save(Job(title: "Roof", owner: "ada", price: 10))
            let pushed = try await phone.client.sync()
            let refusals = try await phone.provider.conflicts(limit: 10).map(\.message)
            #expect(pushed.applied == 5, "\(pushed): \(refusals)")
            let first = try await tablet.client.sync()
            #expect(first.snapshot == "the first sync" && first.snapshotChanges == 4, "every field but the hidden cost: \(first)")
            var onPhone = try #require(try await phone.provider.load(Job.self, key: job.id))
            var onTablet = try #require(try await tablet.provider.load(Job.self, key: job.id))
            onPhone.title = "Roof and gutter"
            onTablet.price = 12
            try await phone.provider.save(onPhone)
            try await tablet.provider.save(onTablet)
            try await phone.client.sync()
            try await tablet.client.sync()
            try await phone.client.sync()
            let server = try #require(try await served.provider.load(Job.self, key: job.id))
            #expect(server.title == "Roof and gutter" && server.price == 12)
            var expected = server
            expected.cost = 0.5
            #expect(try await phone.provider.load(Job.self, key: job.id) == expected)
            #expect(try await tablet.provider.load(Job.self, key: job.id) == expected)
            #expect(try await phone.provider.syncStatus().unpushed == 0)
        }
    }

    @Test("no identity, no sync: push and pull answer 401, a wrong password too")
    func anonymousRefused() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let provider = try ADSQLiteProvider(path: ":memory:")
            try await provider.register(Job.self)
            try await provider.save(Job(title: "x"))
            let client = ADSyncClient(provider: provider, server: url)
            await #expect { try await client.sync() } throws: { error in
                guard let error = error as? ADSyncError, case .server(401, _) = error.kind else { return false }
                return true
            }
            await #expect { try await client.signIn(name: "ada", password: "wrong") } throws: { error in
                guard let error = error as? ADSyncError, case .server(401, _) = error.kind else { return false }
                return true
            }
            await client.setToken("forged-token")
            await #expect(throws: ADSyncError.self) { try await client.sync() }
            #expect(try await served.provider.count(Job.self, where: nil) == 0)
        }
    }

    @Test("the token a sign-in returns serves the next launch's client, which never signs in")
    func keptToken() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let first = try await SyncServer.device(of: "ada", at: url)
            let token = try await first.client.signIn(name: "ada", password: SyncServer.password(of: "ada"))
            #expect(!token.isEmpty)
            let relaunched = ADSyncClient(provider: first.provider, server: url, token: token)
            try await first.provider.save(Job(title: "after the relaunch", owner: "ada"))
            #expect(try await relaunched.sync().pushed > 0)
            #expect(try await served.provider.count(Job.self, where: nil) == 1)
        }
    }

    @Test("a worker sees only their own jobs, never a cost, and cannot change another's")
    func permissions() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let root = try await SyncServer.device(of: "root", at: url)
            let adas = try await root.provider.save(Job(title: "Ada's", owner: "ada", price: 5, cost: 9))
            _ = try await root.provider.save(Job(title: "Ada's approved", owner: "ada", status: "approved", price: 6, cost: 9))
            let bobs = try await root.provider.save(Job(title: "Bob's", owner: "bob", price: 7, cost: 9))
            try await root.client.sync()

            let bob = try await SyncServer.device(of: "bob", at: url)
            try await bob.client.sync()
            let seen = try await bob.jobs()
            #expect(seen.map(\.title) == ["Bob's"])
            #expect(seen.first?.cost == 0.5, "a hidden field never travels: the device keeps its template's value")

            // Bob forges an edit of Ada's job straight into his replica and pushes it.
            try await bob.provider.save(Job(id: adas.id, title: "mine now", owner: "bob", price: 1))
            var own = try #require(try await bob.provider.load(Job.self, key: bobs.id))
            own.cost = 0
            try await bob.provider.save(own)
            own.price = -3
            try await bob.provider.save(own)
            let report = try await bob.client.sync()
            #expect(report.refused >= 3, "\(report)")
            #expect(try await served.provider.load(Job.self, key: adas.id)?.title == "Ada's")
            #expect(try await served.provider.load(Job.self, key: bobs.id)?.cost == 9)
            #expect(try await served.provider.load(Job.self, key: bobs.id)?.price == 7)
            #expect(try await bob.provider.load(Job.self, key: adas.id) == nil, "a refused create is removed from the device")
            #expect(try await bob.provider.load(Job.self, key: bobs.id)?.price == 7, "a refused edit is rolled back")
            let refusals = try await bob.provider.conflicts(limit: 20).filter { $0.reason == .refused }
            #expect(refusals.count >= 3)
            #expect(refusals.allSatisfy { !$0.message.isEmpty })
        }
    }

    @Test("a worker's new job gets the preset owner, and the device pulls it")
    func presets() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let ada = try await SyncServer.device(of: "ada", at: url)
            let job = try await ada.provider.save(Job(title: "New", owner: "someone else", price: 3))
            try await ada.client.sync()
            #expect(try await served.provider.load(Job.self, key: job.id)?.owner == "ada")
            try await ada.client.sync()
            #expect(try await ada.provider.load(Job.self, key: job.id)?.owner == "ada")
        }
    }
}
