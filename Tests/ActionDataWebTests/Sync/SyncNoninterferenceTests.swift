import ActionData
import ActionDataStorage
import Foundation
import TestSupport
import Testing

/// Noninterference of sync (issues 60 and 61): what a device receives — snapshot pages,
/// pulls, push answers, cursors and whether more follows — must not depend on anything the
/// rules hide from its person.
///
/// Each case draws rules, records for two servers that differ only in what the rules hide
/// from Ada (the hidden fields of records she reads, and records she may not read, which the
/// second server also changes, adds and deletes as the case goes on), and steps: snapshots
/// and pulls of various page sizes, pushes, a forged cursor, and changes made on both servers
/// elsewhere. The same requests go to both; every answer, its stamps numbered by first
/// appearance and the server's log named alike, must be the same.
///
/// `ACTIONDATA_SYNC_NONINTERFERENCE_CASES` sets the number of cases on SQLite (24 by default; a
/// third of them run on PostgreSQL), `ACTIONDATA_SYNC_NONINTERFERENCE_SEED` the seed of the first.
@Suite("Sync: noninterference — what a device receives depends on nothing the rules hide from its person", .serialized)
struct SyncNoninterferenceTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["ACTIONDATA_SYNC_NONINTERFERENCE_CASES"].flatMap { Int($0) }.map { max($0, 1) } ?? 24
    static let firstSeed = environment["ACTIONDATA_SYNC_NONINTERFERENCE_SEED"].flatMap { UInt64($0) } ?? 7_100

    /// The cases run on each database: all of them on SQLite, a third on PostgreSQL (where it is installed).
    static let runs: [(SyncDatabase, Int)] = SyncDatabase.available.flatMap { database in
        (0..<(database == .sqlite ? cases : max(1, cases / 3))).map { (database, $0) }
    }

    @Test("two servers differing only in what is hidden from Ada answer her device alike", arguments: runs)
    func hiddenChangesNothing(on database: SyncDatabase, seed: Int) async throws {
        var generator = SyncNoninterferenceGenerator(seed: Self.firstSeed &+ UInt64(seed))
        let world = generator.world()
        let steps = generator.steps(for: world)
        let first = try await SyncServer.make(on: database, at: try await database.make(), rules: world.rules.document)
        let second = try await SyncServer.make(on: database, at: try await database.make(), rules: world.rules.document)
        let outcome: Result<Void, any Error>
        do {
            for job in world.first { _ = try await first.provider.save(job) }
            for job in world.second { _ = try await second.provider.save(job) }
            try await Self.compare(steps, on: first, and: second) { index, step, answers in
                """
                seed \(Self.firstSeed &+ UInt64(seed)) on \(database): the answers differ at step \(index + 1) of \(steps.count), \(step)
                rules: \(world.rules.document)
                steps:
                \(steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
                first server:  \(answers.0 ?? "—")
                second server: \(answers.1 ?? "—")
                """
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await first.close()
        await second.close()
        try outcome.get()
    }

    /// Takes `steps` on both servers, the first store's and the second's, and records the
    /// first step whose answers differ, as `report` tells it.
    static func compare(
        _ steps: [SyncNoninterferenceStep], on first: SyncServer, and second: SyncServer,
        report: @escaping @Sendable (Int, SyncNoninterferenceStep, (String?, String?)) -> String
    ) async throws {
        try await first.serving { firstURL in
            try await second.serving { secondURL in
                var one = try await SyncTranscript(server: first, url: firstURL)
                var two = try await SyncTranscript(server: second, url: secondURL)
                for (index, step) in steps.enumerated() {
                    let answers = (try await one.take(step, secondStore: false), try await two.take(step, secondStore: true))
                    guard answers.0 == answers.1 else {
                        Issue.record(Comment(rawValue: report(index, step, answers)))
                        return
                    }
                }
            }
        }
    }
}

/// One server's side of a case: Ada's hand-written requests as her device's replica, the
/// cursor her last answer gave, and the answers numbered so both servers' read alike.
struct SyncTranscript {
    let server: SyncServer
    let requests: SyncRequests
    static let replica = "adas-phone"
    var cursor: Int64 = 0
    var log: String?
    var pushed: Int64 = 0
    /// Every stamp answered so far, in order, each named by its position.
    var stamps: [String: Int] = [:]

    init(server: SyncServer, url: URL) async throws {
        self.server = server
        requests = try await SyncRequests.signedIn(as: "ada", at: url)
    }

    /// Takes `step`: its answer, normalized, or `nil` for a change made elsewhere.
    mutating func take(_ step: SyncNoninterferenceStep, secondStore: Bool) async throws -> String? {
        switch step {
        case .snapshot(let limit):
            var answers: [String] = []
            var query = "replica=\(Self.replica)&limit=\(limit)"
            var first = true
            while answers.count < 200 {
                let (status, body) = try await SyncRequests.send(requests.url, "GET", "sync/snapshot?" + query, body: nil, token: requests.token)
                answers.append(normalized(status, body))
                guard status == 200, let page = try? JSONDecoder().decode(ADSyncSnapshotPage.self, from: body) else { break }
                if first { (cursor, log, first) = (page.cursor, page.log, false) }
                guard let next = page.next else { break }
                let allowed = CharacterSet.alphanumerics
                query = "replica=\(Self.replica)&limit=\(limit)&table=\(next.table.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
                    + "&after=\(next.record.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
            }
            return answers.joined(separator: "\n")
        case .pull(let limit):
            let (status, body) = try await requests.pull("since=\(cursor)&replica=\(Self.replica)&limit=\(limit)" + (log.map { "&log=\($0)" } ?? ""))
            if status == 200, let page = try? JSONDecoder().decode(ADSyncPage.self, from: body) { cursor = page.cursor }
            return normalized(status, body)
        case .forgedPull(let since):
            let (status, body) = try await requests.pull("since=\(since)&replica=\(Self.replica)&limit=5")
            return normalized(status, body)
        case .push(let edit):
            pushed += 1
            let stamp = ADSyncStamp(milliseconds: Int64(Date().timeIntervalSince1970 * 1000) + 60_000 + pushed, counter: 0, replica: Self.replica)
            let change = ADSyncChange(table: Job.tableName, record: edit.key, field: edit.field, value: edit.value, stamp: stamp, previous: nil)
            let (status, body) = try await requests.push(try JSONEncoder().encode(ADSyncPush(replica: Self.replica, changes: [change])))
            return normalized(status, body)
        case .elsewhere(let change):
            try await change.make(on: server.provider, secondStore: secondStore)
            return nil
        }
    }

    /// An answer with its keys sorted, its stamps numbered by first appearance, the server's
    /// log and time left out.
    private mutating func normalized(_ status: Int, _ body: Data) -> String {
        var text = String(decoding: body, as: UTF8.self)
        if let object = try? JSONSerialization.jsonObject(with: body) {
            if log == nil, let named = (object as? [String: Any])?["log"] as? String { log = named }
            if let sorted = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) { text = String(decoding: sorted, as: UTF8.self) }
        }
        if let log { text = text.replacingOccurrences(of: log, with: "LOG") }
        text = text.replacing(/"serverTime":\d+/, with: "\"serverTime\":0")
        text = text.replacing(/\d{16}\.\d{6}\.[A-Za-z0-9-]+/) { match in
            let stamp = String(match.output)
            if stamps[stamp] == nil { stamps[stamp] = stamps.count + 1 }
            return "S\(stamps[stamp] ?? 0)"
        }
        return "\(status) \(text)"
    }
}
