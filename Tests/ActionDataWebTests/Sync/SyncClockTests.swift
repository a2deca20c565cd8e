import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Testing

@Suite("Sync: devices whose clocks are years off keep time by the server's", .serialized)
struct SyncClockTests {
    static let year: TimeInterval = 365 * 86_400

    /// A device of root's on a file, its clock `offset` off.
    static func device(at url: URL, file: String, offset: TimeInterval) async throws -> Device {
        let provider = try ADSQLiteProvider(path: file)
        try await provider.register(Job.self)
        try await provider.readSyncWallClock { Date().addingTimeInterval(offset) }
        let client = ADSyncClient(provider: provider, server: url, batchSize: 50)
        try await client.signIn(name: "root", password: SyncServer.password(of: "root"))
        return Device(provider: provider, client: client)
    }

    static func file(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    /// Whether `stamp` is within the server's allowance of now.
    static func isNow(_ stamp: ADSyncStamp) -> Bool {
        abs(stamp.milliseconds - Int64(Date().timeIntervalSince1970 * 1000)) < 300_000
    }

    @Test("a clock three years ahead is set by the server's: its changes are stamped anew, later edits elsewhere win on it too, and it keeps time after a relaunch")
    func ahead() async throws {
        let served = try await SyncServer.make()
        let path = try Self.file("phone.sqlite")
        try await served.serving { url in
            let phone = try await Self.device(at: url, file: path, offset: 3 * Self.year)
            let tablet = try await Self.device(at: url, file: try Self.file("tablet.sqlite"), offset: 0)
            var job = try await phone.provider.save(Job(title: "From the phone", owner: "root"))
            let first = try await phone.client.sync()
            #expect(first.restamped == 5 && first.applied == 5, "\(first)")
            let logged = try await served.provider.changes(after: 0, excluding: nil, limit: 100).changes
            #expect(logged.allSatisfy { Self.isNow($0.stamp) }, "no stamp from the future reached the server")

            try await tablet.client.sync()
            var edited = try #require(try await tablet.provider.load(Job.self, key: job.id))
            edited.title = "From the tablet, later"
            try await tablet.provider.save(edited)
            try await tablet.client.sync()
            try await phone.client.sync()
            #expect(try await phone.provider.load(Job.self, key: job.id)?.title == "From the tablet, later")

            job = try #require(try await phone.provider.load(Job.self, key: job.id))
            job.price = 9
            try await phone.provider.save(job)
            let price = try #require(try await phone.provider.unpushedChanges(limit: 10).last)
            #expect(Self.isNow(price.stamp), "stamped by the corrected clock")

            let relaunched = try ADSQLiteProvider(path: path)
            try await relaunched.register(Job.self)
            try await relaunched.readSyncWallClock { Date().addingTimeInterval(3 * Self.year) }
            job.price = 10
            try await relaunched.save(job)
            let after = try #require(try await relaunched.unpushedChanges(limit: 10).last)
            #expect(Self.isNow(after.stamp), "the correction is kept")
            try await phone.client.sync()
            try await tablet.client.sync()
            #expect(try await tablet.provider.load(Job.self, key: job.id) == (try await served.provider.load(Job.self, key: job.id)))
        }
    }

    @Test("a clock three years behind still wins with an edit made after it saw the server's value, after a relaunch too (a snapshot logs nothing)",
          arguments: [false, true])
    func behind(relaunching: Bool) async throws {
        let served = try await SyncServer.make()
        let job = try await served.provider.save(Job(title: "On the server", owner: "root"))
        try await served.serving { url in
            let path = try Self.file("phone.sqlite")
            var phone = try await Self.device(at: url, file: path, offset: -3 * Self.year)
            let first = try await phone.client.sync()
            #expect(first.snapshot != nil)
            if relaunching { phone = try await Self.device(at: url, file: path, offset: -3 * Self.year) }
            var seen = try #require(try await phone.provider.load(Job.self, key: job.id))
            seen.title = "Edited on a phone three years behind"
            try await phone.provider.save(seen)
            let report = try await phone.client.sync()
            #expect(report.applied == 1 && report.restamped == 0, "\(report)")
            #expect(try await served.provider.load(Job.self, key: job.id)?.title == "Edited on a phone three years behind")
        }
    }
}
