import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Testing

/// ``Job``'s table as an app stored it before it synced.
private struct UnsyncedJob: ADDataTable, Equatable {
    static let tableName = "Jobs"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var title = ""
    var owner = ""
    var status = "draft"
    var price = 1.0
    var cost = 0.5
}

/// ``Job`` as an older app has it: no status, no cost.
private struct OlderJob: ADSyncedTable, Equatable {
    static let tableName = "Jobs"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var title = ""
    var owner = ""
    var price = 1.0
}

@Suite("Sync: a device holds a snapshot of what it may see, kept current by the log, and fetches a new one when the log cannot serve it", .serialized)
struct SyncSnapshotTests {
    @Test("a first sync fetches the records the person may read, those stored before the table synced included, whole", arguments: SyncDatabase.available)
    func firstSync(on kind: SyncDatabase) async throws {
        let address = try await kind.make()
        let (plain, close) = try await kind.open(address)
        let older = try await plain.save(UnsyncedJob(title: "Stored before sync", owner: "ada", status: "approved", price: 4, cost: 3))
        _ = try await plain.save(UnsyncedJob(title: "Bob's, before sync", owner: "bob", price: 8, cost: 2))
        await close()
        let served = try await SyncServer.make(on: kind, at: address)
        _ = try await served.provider.save(Job(title: "Ada's, synced", owner: "ada", price: 5, cost: 1))
        try await served.serving { url in
            let ada = try await SyncServer.device(of: "ada", at: url)
            let first = try await ada.client.sync()
            #expect(first.snapshot == "the first sync", "\(first)")
            #expect(first.reloadedTables == [Job.tableName] && first.changed(older.id, in: Job.tableName), "a snapshot reloads the table")
            #expect(try await ada.jobs().map(\.title).sorted() == ["Ada's, synced", "Stored before sync"])
            let copy = try #require(try await ada.provider.load(Job.self, key: older.id))
            #expect(copy == Job(id: older.id, title: "Stored before sync", owner: "ada", status: "approved", price: 4, cost: 0.5))

            var edited = try #require(try await served.provider.load(Job.self, key: older.id))
            edited.title = "Edited after sync"
            try await served.provider.save(edited)
            let second = try await ada.client.sync()
            // SQLite logs the edited field; PostgreSQL, which has no state for the fields, logs every one saved.
            #expect(second.snapshot == nil && second.pulled >= 1, "\(second)")
            #expect(second.reloadedTables.isEmpty && second.changedRecords == [Job.tableName: [older.id]], "a pull names its records")
            let after = try #require(try await ada.provider.load(Job.self, key: older.id))
            #expect(after == Job(id: older.id, title: "Edited after sync", owner: "ada", status: "approved", price: 4, cost: 0.5))

            let root = try await SyncServer.device(of: "root", at: url)
            try await root.client.sync()
            #expect(try await root.jobs() == (try await served.provider.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil)))
        }
        await served.close()
    }

    @Test(
        "a cursor past the log's end (a server restored from a backup) fetches a snapshot: unpushed work is kept, an edit of a record deleted meanwhile learns the deletion",
        arguments: SyncDatabase.available)
    func restoredServer(on kind: SyncDatabase) async throws {
        let served = try await SyncServer.make(on: kind, at: try await kind.make())
        let kept = try await served.provider.save(Job(title: "Kept", owner: "root"))
        try await served.serving { url in
            let phone = try await SyncServer.device(of: "root", at: url)
            try await phone.client.sync()
            var gone = try await phone.provider.save(Job(title: "Deleted on the server meanwhile", owner: "root"))
            try await phone.client.sync()
            // The server deletes the job while the phone, offline, edits it; then the server's
            // log ends before the phone's cursor, as after a restore from an older backup.
            try await served.provider.delete(gone)
            gone.price = 9
            try await phone.provider.save(gone)
            let cursor = try await phone.provider.pullCursor()
            try await phone.provider.setPullCursor(ADSyncCursor(position: cursor.position + 1_000_000, log: cursor.log))
            let unpushed = try await phone.provider.save(Job(title: "Made offline", owner: "root"))

            let report = try await phone.client.sync()
            #expect(report.snapshot?.contains("restored from a backup") == true, "\(report)")
            #expect(report.pushed == 6 && report.applied == 5 && report.superseded == 1, "\(report)")
            #expect(report.removedRecords[Job.tableName] == [gone.id], "the push's answer carried the deletion: \(report)")
            #expect(report.keptForServer == 0, "nothing of the phone's own is missing from the snapshot but what the server deleted")
            #expect(Set(try await phone.jobs().map(\.id)) == [kept.id, unpushed.id])
            #expect(try await phone.jobs() == (try await served.provider.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil)))
            #expect(try await phone.client.sync().snapshot == nil, "the cursor the snapshot gave is served")
        }
        await served.close()
    }

    @Test("a server restored from an older backup: the devices take its word, push again what it lost of theirs (a record made since included), and every replica ends equal")
    func restoredFromBackup() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (path, backup) = (folder.appendingPathComponent("server.sqlite").path, folder.appendingPathComponent("backup.sqlite").path)
        let served = try await SyncServer.make(on: .sqlite, at: path)
        let job = try await served.provider.save(Job(title: "Fence", owner: "root"))
        let (phone, tablet) = (try ADSQLiteProvider(path: ":memory:"), try ADSQLiteProvider(path: ":memory:"))
        for device in [phone, tablet] { try await device.register(Job.self) }
        try await served.serving { url in
            let (phoneClient, tabletClient) = (try await Self.client(of: phone, at: url), try await Self.client(of: tablet, at: url))
            try await phoneClient.sync()
            try await tabletClient.sync()
            try #require(served.provider as? ADSQLiteProvider).backup(to: backup)
            var edited = try #require(try await phone.load(Job.self, key: job.id))
            edited.title = "Fence, from the phone"
            try await phone.save(edited)
            try await phone.save(Job(title: "Gate, made on the phone", owner: "root", price: 3))
            try await phoneClient.sync()
            try await tabletClient.sync()
            edited = try #require(try await tablet.load(Job.self, key: job.id))
            edited.price = 7
            try await tablet.save(edited)
            try await tabletClient.sync()
            try await phoneClient.sync()
        }
        await served.close()
        let created = try #require(try await phone.load(Job.self, where: "title = 'Gate, made on the phone'").first)

        let restored = try await SyncServer.make(on: .sqlite, at: backup)
        try await restored.serving { url in
            let (phoneClient, tabletClient) = (try await Self.client(of: phone, at: url), try await Self.client(of: tablet, at: url))
            let first = try await phoneClient.sync()
            #expect(first.snapshot?.contains("restored from a backup") == true, "\(first)")
            #expect(first.keptForServer == 1, "the job the phone made after the backup is kept, to push again: \(first)")
            // A round to take the snapshot, one to push again, one to pull what the other pushed.
            try await tabletClient.sync()
            for _ in 0..<2 {
                try await phoneClient.sync()
                try await tabletClient.sync()
            }
            try await phoneClient.sync()
            let server = try await restored.provider.load(Job.self, key: job.id)
            #expect(server?.title == "Fence, from the phone" && server?.price == 7, "each device pushed again what the server lost: \(String(describing: server))")
            let (onPhone, onTablet) = (try await phone.load(Job.self, key: job.id), try await tablet.load(Job.self, key: job.id))
            #expect(onPhone == server, "\(String(describing: onPhone))")
            #expect(onTablet == server, "\(String(describing: onTablet))")
            #expect(try await phone.conflicts(limit: 10).isEmpty)
            #expect(try await tablet.conflicts(limit: 10).isEmpty)
            let gate = try await restored.provider.load(Job.self, key: created.id)
            #expect(gate?.title == "Gate, made on the phone" && gate?.price == 3, "the server lost the phone's job and got it back: \(String(describing: gate))")
            #expect(try await phone.load(Job.self, key: created.id) == gate)
            #expect(try await tablet.load(Job.self, key: created.id) == gate)
        }
        await restored.close()
    }

    /// A client of `device` signed in as root at `url`.
    static func client(of device: ADSQLiteProvider, at url: URL) async throws -> ADSyncClient {
        let client = ADSyncClient(provider: device, server: url, batchSize: 50)
        try await client.signIn(name: "root", password: SyncServer.password(of: "root"))
        return client
    }

    @Test("a cursor of another database's log fetches a snapshot, evicting the records the server never held")
    func anotherDatabase() async throws {
        let first = try await SyncServer.make()
        let second = try await SyncServer.make()
        let fresh = try await second.provider.save(Job(title: "On the new server", owner: "root"))
        let device = try ADSQLiteProvider(path: ":memory:")
        try await device.register(Job.self)
        try await first.serving { url in
            _ = try await first.provider.save(Job(title: "On the old server", owner: "root"))
            let client = ADSyncClient(provider: device, server: url)
            try await client.signIn(name: "root", password: SyncServer.password(of: "root"))
            try await client.sync()
        }
        try await second.serving { url in
            let client = ADSyncClient(provider: device, server: url)
            try await client.signIn(name: "root", password: SyncServer.password(of: "root"))
            let report = try await client.sync()
            #expect(report.snapshot?.contains("another database") == true, "\(report)")
            #expect(report.evicted == 1)
            #expect(try await device.load(Job.self, where: nil, orderBy: [], limit: nil).map(\.id) == [fresh.id])
        }
    }

    @Test("changes an older app cannot take are kept aside, and applied once it registers the model that takes them")
    func olderApp() async throws {
        let served = try await SyncServer.make()
        let job = try await served.provider.save(Job(title: "Full", owner: "root", status: "approved", price: 3, cost: 2))
        try await served.serving { url in
            let device = try ADSQLiteProvider(path: ":memory:")
            try await device.register(OlderJob.self)
            let client = ADSyncClient(provider: device, server: url)
            try await client.signIn(name: "root", password: SyncServer.password(of: "root"))
            let report = try await client.sync()
            #expect(report.setAside == 2, "status and cost: \(report)")
            #expect(try await device.load(OlderJob.self, key: job.id) == OlderJob(id: job.id, title: "Full", owner: "root", price: 3))

            var edited = job
            edited.cost = 7
            edited.title = "Edited"
            try await served.provider.save(edited)
            let next = try await client.sync()
            #expect(next.setAside == 1 && next.pulled == 2, "\(next)")

            try await device.register(Job.self)
            #expect(try await device.load(Job.self, key: job.id) == edited, "the kept changes apply in stamp order")
        }
    }

    @Test("a push the server refuses whole does not stop the pull")
    func refusedPushStillPulls() async throws {
        let served = try await SyncServer.make { ADWebSync(provider: $0, maximumPushChanges: 3) }
        let theirs = try await served.provider.save(Job(title: "From the server", owner: "root"))
        try await served.serving { url in
            let phone = try await SyncServer.device(of: "root", at: url)
            try await phone.provider.save(Job(title: "Five fields, over the limit", owner: "root"))
            await #expect {
                try await phone.client.sync()
            } throws: { error in
                guard let error = error as? ADSyncError, case .server(413, _) = error.kind else { return false }
                return true
            }
            #expect(try await phone.provider.load(Job.self, key: theirs.id)?.title == "From the server")
        }
    }

    @Test("a snapshot names no record the person may not read, not even as the next page's position")
    func snapshotPositions() async throws {
        let served = try await SyncServer.make()
        var owned: [String] = []
        for index in 0..<12 {
            let owner = index % 3 == 0 ? "ada" : "bob"
            let job = try await served.provider.save(Job(title: "job \(index)", owner: owner))
            if owner == "ada" { owned.append(job.id) }
        }
        let adas = owned
        try await served.serving { url in
            let requests = try await SyncRequests.signedIn(as: "ada", at: url)
            var position: ADSyncSnapshotPosition?
            var seen: [String] = []
            repeat {
                let page = try await requests.snapshot(after: position, limit: 1)
                #expect(page.changes.allSatisfy { adas.contains($0.record) && $0.field != "cost" })
                if let next = page.next { #expect(adas.contains(next.record), "the position is one of Ada's records") }
                seen += page.changes.map(\.record)
                position = page.next
            } while position != nil
            #expect(Set(seen) == Set(adas))
        }
    }

    @Test("a page read while the device takes in the one before and served after its records changed: the log from the first page's cursor brings the changes")
    func pageReadAhead() async throws {
        let served = try await SyncServer.make()
        for index in 0..<4 { _ = try await served.provider.save(Job(title: "job \(index)", owner: "root")) }
        try await served.serving { url in
            let requests = try await SyncRequests.signedIn(as: "root", at: url)
            let first = try await requests.snapshot(after: nil, limit: 1)
            // Time for the server to read the next page ahead, before the records change.
            try await Task.sleep(for: .milliseconds(300))
            for var job in try await served.provider.load(Job.self, where: nil, orderBy: [], limit: nil) {
                job.title = "edited"
                try await served.provider.save(job)
            }
            var changes = first.changes
            var position = first.next
            while let after = position {
                let page = try await requests.snapshot(after: after, limit: 1)
                changes += page.changes
                position = page.next
            }
            let (status, body) = try await requests.pull("since=\(first.cursor)&replica=forger&log=\(first.log)")
            #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
            changes += try JSONDecoder().decode(ADSyncPage.self, from: body).changes
            var titles: [String: ADSyncChange] = [:]
            for change in changes where change.field == "title" && titles[change.record].map({ change.stamp > $0.stamp }) ?? true {
                titles[change.record] = change
            }
            #expect(titles.count == 4 && titles.values.allSatisfy { $0.value == .string("edited") }, "\(titles.values.map(\.value))")
        }
        await served.close()
    }

    @Test("a page read ahead for one person is served to nobody else: another asking from the same position gets their own records")
    func readAheadIsPersonal() async throws {
        let served = try await SyncServer.make()
        var adas: Set<String> = []
        for index in 0..<8 {
            let job = try await served.provider.save(Job(title: "job \(index)", owner: index.isMultiple(of: 2) ? "ada" : "bob"))
            if job.owner == "ada" { adas.insert(job.id) }
        }
        let owned = adas
        try await served.serving { url in
            let (ada, bob) = (try await SyncRequests.signedIn(as: "ada", at: url), try await SyncRequests.signedIn(as: "bob", at: url))
            _ = try await bob.snapshot(after: nil, limit: 1, replica: "bobs")
            var position = try await ada.snapshot(after: nil, limit: 1, replica: "adas").next
            while let after = position {
                let theirs = try await bob.snapshot(after: after, limit: 1, replica: "bobs")
                #expect(theirs.changes.allSatisfy { !owned.contains($0.record) }, "Bob never gets a page read ahead for Ada")
                let page = try await ada.snapshot(after: after, limit: 1, replica: "adas")
                #expect(page.changes.allSatisfy { owned.contains($0.record) })
                position = page.next
            }
        }
        await served.close()
    }
}
