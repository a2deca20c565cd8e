import ActionData
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import CompressNIO
import Foundation
import NIOCore
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A stamp of now, or `years` from now, from the forger's replica.
private func stamp(years: Int = 0, counter: Int32 = 0) -> ADSyncStamp {
    ADSyncStamp(
        milliseconds: Int64(Date().timeIntervalSince1970 * 1000) + Int64(years) * 365 * 86_400_000, counter: counter, replica: "forger")
}

@Suite("Sync over HTTP: hostile pushes and pulls, lost answers, clocks far off")
struct SyncAttackTests {
    @Test(
        "malformed, oversized and unreadable bodies are refused with a status that says why",
        arguments: [
            ("not json", 400), (#"{"replica":"x"}"#, 400), (#"{"replica":"","changes":[]}"#, 400),
            (#"{"replica":"x","changes":[{"table":"Jobs","record":"r","field":"title","value":{"string":"a","int":1},"stamp":"0001.0.x"}]}"#, 400),
            (#"{"replica":"x","changes":[{"table":"Jobs","record":"r","field":"title","value":{"date":"soon"},"stamp":"0000000000000001.000000.x"}]}"#, 400),
            (String(repeating: "[", count: 100_000), 400),
            (#"{"replica":"x","changes":[{"table":"Jobs","record":"r","value":{"string":"kept?"},"stamp":"0000000000000001.000000.x"}]}"#, 400),
            (#"{"replica":"x","changes":[{"table":"Jobs","record":"r","field":"title","value":{"string":"a"},"stamp":"+000000000000001.000000.x"}]}"#, 400),
        ])
    func malformed(body: String, status: Int) async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let requests = try await SyncRequests.signedIn(as: "root", at: url)
            let (answered, text) = try await requests.push(Data(body.utf8))
            #expect(answered == status, "\(String(decoding: text, as: UTF8.self))")
            #expect(try await served.provider.count(Job.self, where: nil) == 0)
        }
    }

    @Test("too many changes, too many bytes, a gzip bomb and an unknown encoding are refused; a gzipped push is taken")
    func limits() async throws {
        let served = try await SyncServer.make { ADWebSync(provider: $0, maximumPushChanges: 3, maximumPushBytes: 64 * 1024) }
        try await served.serving { url in
            let requests = try await SyncRequests.signedIn(as: "root", at: url)
            let changes = (0..<4).map { index in
                ADSyncChange(table: "Jobs", record: "r\(index)", field: "title", value: "t", stamp: stamp(), previous: nil)
            }
            let tooMany = try JSONEncoder().encode(ADSyncPush(replica: "forger", changes: changes))
            #expect(try await requests.push(tooMany).0 == 413)
            #expect(try await requests.push(Data(repeating: 0x20, count: 70 * 1024)).0 == 413)
            var zeros = ByteBuffer(bytes: [UInt8](repeating: 0x20, count: 4 * 1024 * 1024))
            let bomb = try zeros.compress(with: .gzip())
            #expect(try await requests.push(Data(buffer: bomb), headers: ["Content-Encoding": "gzip"]).0 == 413)
            #expect(try await requests.push(tooMany, headers: ["Content-Encoding": "br"]).0 == 415)
            var one = ByteBuffer(bytes: try JSONEncoder().encode(ADSyncPush(replica: "forger", changes: Array(changes.prefix(1)))))
            let zipped = try one.compress(with: .gzip())
            let (status, body) = try await requests.push(Data(buffer: zipped), headers: ["Content-Encoding": "gzip"])
            #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
            #expect(try await served.provider.count(Job.self, where: nil) == 1)
        }
    }

    @Test("a table that does not sync, a field it lacks and its key are refused, each with a reason")
    func unsyncedTable() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let requests = try await SyncRequests.signedIn(as: "root", at: url)
            let answer = try await requests.push([
                ADSyncChange(table: "Memos", record: "m", field: "text", value: "x", stamp: stamp(), previous: nil),
                ADSyncChange(table: "ActionDataAccounts", record: "root", field: "roles", value: "admin", stamp: stamp(), previous: nil),
                ADSyncChange(table: "Jobs", record: "j", field: "salary", value: 1, stamp: stamp(), previous: nil),
                ADSyncChange(table: "Jobs", record: "j", field: "id", value: "other", stamp: stamp(), previous: nil),
            ])
            let reasons = answer.outcomes.map { outcome -> String in
                if case .refused(let reason) = outcome { return reason }
                return ""
            }
            #expect(reasons[0].contains("does not sync"))
            #expect(reasons[1].contains("does not sync"))
            #expect(reasons[2].contains("no field \"salary\""))
            #expect(reasons[3].contains("cannot change"))
            #expect(answer.refusals.count == 4)
        }
    }

    @Test("a worker's push of a read-only price, a hidden cost and a negative price is refused; their pull never holds a cost")
    func readOnlyAndHidden() async throws {
        let served = try await SyncServer.make()
        let approved = try await served.provider.save(Job(title: "Done", owner: "ada", status: "approved", price: 5, cost: 9))
        let draft = try await served.provider.save(Job(title: "Draft", owner: "ada", price: 5, cost: 9))
        try await served.serving { url in
            let ada = try await SyncRequests.signedIn(as: "ada", at: url)
            let answer = try await ada.push([
                ADSyncChange(table: "Jobs", record: approved.id, field: "price", value: 1.0, stamp: stamp(), previous: nil),
                ADSyncChange(table: "Jobs", record: draft.id, field: "cost", value: 0.0, stamp: stamp(counter: 1), previous: nil),
            ])
            #expect(answer.outcomes.allSatisfy { if case .refused = $0 { true } else { false } })
            #expect(answer.refusals.first?.current == .double(5))
            #expect(answer.refusals.last?.current == nil, "a hidden field's value is not told")
            #expect(answer.refusals.allSatisfy { $0.recordExists })
            let negative = try await ada.push([
                ADSyncChange(table: "Jobs", record: draft.id, field: "price", value: -1.0, stamp: stamp(counter: 2), previous: nil)
            ])
            #expect(negative.refusals.first?.message.contains("price >= 0") == true)
            let (status, body) = try await ada.pull("since=0&replica=forger")
            #expect(status == 200, "\(String(decoding: body, as: UTF8.self))")
            let page = try JSONDecoder().decode(ADSyncPage.self, from: body)
            #expect(!page.changes.isEmpty)
            #expect(!page.changes.contains { $0.field == "cost" })
            #expect(try await served.provider.load(Job.self, key: approved.id)?.price == 5)
            #expect(try await served.provider.load(Job.self, key: draft.id)?.cost == 9)
        }
    }

    @Test("pull parameters that are not a cursor or a limit are refused", arguments: ["since=-1", "since=abc", "limit=0", "limit=-5"])
    func badPull(query: String) async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let requests = try await SyncRequests.signedIn(as: "root", at: url)
            #expect(try await requests.pull(query).0 == 400)
        }
    }

    @Test("a push whose answer was lost, sent again by the device, applies once; a pull from the stored cursor repeats nothing")
    func lostAnswer() async throws {
        let served = try await SyncServer.make()
        try await served.serving { url in
            let phone = try await SyncServer.device(of: "root", at: url)
            let job = try await phone.provider.save(Job(title: "Once", owner: "root"))
            let unpushed = try await phone.provider.unpushedChanges(limit: 100)
            let requests = try await SyncRequests.signedIn(as: "root", at: url)
            _ = try await requests.push(unpushed)
            let logged = try await served.provider.changes(after: 0, excluding: nil, limit: 1_000).changes.count
            let report = try await phone.client.sync()
            #expect(report.pushed == unpushed.count && report.applied == unpushed.count)
            #expect(try await served.provider.changes(after: 0, excluding: nil, limit: 1_000).changes.count == logged)
            #expect(try await served.provider.conflicts(limit: 10).isEmpty)
            #expect(try await phone.client.sync().pulled == 0)
            #expect(try await served.provider.load(Job.self, key: job.id)?.title == "Once")
        }
    }

    @Test("a push stamped years ahead is answered ahead with the server's time; one years behind still applies what follows the server's value")
    func clocksFarOff() async throws {
        let served = try await SyncServer.make()
        let job = try await served.provider.save(Job(title: "Start", owner: "root"))
        try await served.serving { url in
            let requests = try await SyncRequests.signedIn(as: "root", at: url)
            let ahead = try await requests.push([
                ADSyncChange(table: "Jobs", record: job.id, field: "title", value: "from the future", stamp: stamp(years: 5), previous: nil)
            ])
            #expect(ahead.outcomes == [.ahead])
            let serverTime = try #require(ahead.serverTime)
            #expect(abs(serverTime - stamp().milliseconds) < 600_000, "the server's own clock")
            #expect(try await served.provider.load(Job.self, key: job.id)?.title == "Start")
            let page = try JSONDecoder().decode(ADSyncPage.self, from: try await requests.pull("since=0&replica=nobody").1)
            let held = try #require(page.changes.last { $0.field == "title" })
            let behind = try await requests.push([
                ADSyncChange(table: "Jobs", record: job.id, field: "title", value: "from the past", stamp: stamp(years: -5), previous: held.stamp)
            ])
            #expect(behind.outcomes == [.applied])
            #expect(try await served.provider.load(Job.self, key: job.id)?.title == "from the past")
            let concurrent = try await requests.push([
                ADSyncChange(table: "Jobs", record: job.id, field: "title", value: "stale", stamp: stamp(years: -4), previous: nil)
            ])
            #expect(concurrent.outcomes == [.superseded])
            #expect(try await served.provider.load(Job.self, key: job.id)?.title == "from the past")
        }
    }
}
