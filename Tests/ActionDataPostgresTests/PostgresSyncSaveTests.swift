import ActionData
import ActionDataPostgres
import Foundation
import TestSupport
import Testing

extension PostgresTests {
/// A local save of a stored record, journaled by the database in the statement that updates
/// the row: which fields it logs, and the states it cannot take as they are.
@Suite("PostgreSQL provider: sync, a local update journaled in the statement that writes it")
struct PostgresSyncSaveTests {
    /// A stored record's field states as a save may find them, changed behind the provider's back.
    struct Finding: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// Run on the stored record's id before the save: what the database holds then.
        let setUp: @Sendable (_ id: String) -> String
        /// What the save does with it.
        let expected: Expected
    }

    enum Expected: Sendable {
        /// The save logs these fields, each with the previous stamp `previous(field)` gives
        /// (`nil`: none), and stamps them after `after`, when given.
        case logged(fields: Set<String>, previous: @Sendable (String) -> String?, after: String?)
        /// The save fails with a typed storage error and the row keeps its values.
        case refused
    }

    /// A stamp of the year 2100 from another node, ahead of every clock here.
    static let ahead = "0004102444800000.000000.server-other"

    static let findings: [Finding] = [
        Finding(
            testDescription: "a row written before the table synced, without states: every field it saves is logged, with no previous stamp",
            setUp: { id in
                "DELETE FROM \"ActionDataSyncFields\" WHERE owner LIKE '%\(id)'"
            },
            expected: .logged(fields: ["site", "note", "count"], previous: { _ in nil }, after: nil)),
        Finding(
            testDescription: "a state stamped ahead of this node's clock by another node: the save is stamped after it",
            setUp: { id in
                "UPDATE \"ActionDataSyncFields\" SET stamp = '\(ahead)' WHERE field = 'note' AND owner LIKE '%\(id)'"
            },
            expected: .logged(fields: ["note"], previous: { _ in ahead }, after: ahead)),
        Finding(
            testDescription: "a damaged stamp that sorts before every stamp: a typed error, nothing written",
            setUp: { id in
                "UPDATE \"ActionDataSyncFields\" SET stamp = '0 damaged' WHERE field = 'site' AND owner LIKE '%\(id)'"
            },
            expected: .refused),
        Finding(
            testDescription: "an empty stamp: a typed error, nothing written",
            setUp: { id in
                "UPDATE \"ActionDataSyncFields\" SET stamp = '' WHERE field = 'note' AND owner LIKE '%\(id)'"
            },
            expected: .refused),
        Finding(
            testDescription: "a stamp whose replica is longer than a replica may be: a typed error, nothing written",
            setUp: { id in
                "UPDATE \"ActionDataSyncFields\" SET stamp = '0000000000000001.000000.\(String(repeating: "r", count: 65))' "
                    + "WHERE field = 'count' AND owner LIKE '%\(id)'"
            },
            expected: .refused),
    ]

    @Test("an update logs exactly the fields whose values differ from their states, each after its previous stamp; a save changing nothing logs nothing")
    func changedFieldsOnly() async throws {
        try await TestDatabase.withProvider { server in
            var visit = try await server.save(Inspection(site: "North", note: "gate", count: 1))
            let created = try await server.unpushedChanges(limit: 100)
            visit.note = "fence"
            visit.count = 2
            visit = try await server.save(visit)
            let update = try await server.unpushedChanges(limit: 100).dropFirst(created.count)
            #expect(update.map(\.field).sorted() == ["count", "note"])
            for change in update {
                #expect(change.previous == created.first { $0.field == change.field }?.stamp)
                let value: ADValue = change.field == "note" ? "fence" : 2
                #expect(change.value == value)
                #expect(try #require(change.previous) < change.stamp)
            }
            #expect(Set(update.map(\.stamp)).count == 1, "one save, one stamp")
            try await server.save(visit)
            #expect(try await server.unpushedChanges(limit: 100).count == created.count + update.count)
            #expect(try await server.load(Inspection.self, key: visit.id) == visit)

            visit.note = "gate"
            try await server.save(visit)
            let back = try #require(try await server.unpushedChanges(limit: 100).last)
            #expect(back.field == "note" && back.value == "gate", "a value saved before is a change again")
            #expect(back.previous == update.first { $0.field == "note" }?.stamp)
        }
    }

    @Test("a stored record's states as a save finds them", arguments: findings)
    func finding(_ finding: Finding) async throws {
        let url = try await TestDatabase.url()
        try await TestDatabase.withProvider(url: url) { server in
            let stored = try await server.save(Inspection(site: "North", note: "gate", count: 1))
            let before = try await server.unpushedChanges(limit: 100).count
            _ = try await PostgresCluster.shared().execute(finding.setUp(stored.id), on: url)
            var edited = stored
            edited.note = "fence"
            switch finding.expected {
            case .logged(let fields, let previous, let after):
                try await server.save(edited)
                let logged = try await server.unpushedChanges(limit: 100).dropFirst(before)
                #expect(Set(logged.map(\.field)) == fields)
                for change in logged {
                    #expect(change.previous?.text == previous(change.field), "\(change.field)")
                    if let after { #expect(change.stamp.text > after) }
                }
                #expect(try await server.load(Inspection.self, key: stored.id) == edited)
                edited.site = "South"
                try await server.save(edited)
                let next = try await server.unpushedChanges(limit: 100).dropFirst(before + logged.count)
                #expect(next.map(\.field) == ["site"], "the states the first save wrote are used by the next")
            case .refused:
                let error = await #expect(throws: ADPostgresError.self) { try await server.save(edited) }
                #expect(error.map { if case .corruptValue = $0.kind { true } else { false } } == true)
                #expect(try await server.load(Inspection.self, key: stored.id) == stored)
                #expect(try await server.unpushedChanges(limit: 100).count == before)
            }
        }
    }

    /// A local save writes the whole record, as a plain save does: when a push to another field
    /// commits first, the save writes that field's value as it loaded it, and logs it as a change
    /// after the push's.
    @Test("a save on one node and a push to the same records on another, at once: the later writes every field it saves, and the log tells every row")
    func saveRacingPush() async throws {
        try await PostgresSyncTests.withNodes { first, second in
            var records: [Inspection] = []
            for index in 1...12 { records.append(try await first.save(Inspection(site: "North", note: "gate", count: index))) }
            let created = try await first.changes(after: 0, excluding: nil, limit: 1_000).changes
            try await second.register(Inspection.self)
            let phone = ADSyncStamp(milliseconds: PostgresSyncTests.now, counter: 0, replica: "phone")
            try await withThrowingTaskGroup(of: Void.self) { group in
                for record in records {
                    let previous = created.first { $0.record == record.id && $0.field == "site" }?.stamp
                    let site = ADSyncChange(
                        table: Inspection.tableName, record: record.id, field: "site", value: "South", stamp: phone, previous: previous)
                    group.addTask {
                        let outcomes = try await second.apply([site], review: nil, options: .server)
                        #expect(outcomes == [.applied])
                    }
                    group.addTask {
                        var edited = record
                        edited.note = "fence"
                        try await first.save(edited)
                    }
                }
                try await group.waitForAll()
            }
            let logged = try await first.changes(after: 0, excluding: nil, limit: 1_000).changes.dropFirst(created.count)
            for record in records {
                let stored = try #require(try await second.load(Inspection.self, key: record.id))
                let changes = logged.filter { $0.record == record.id }
                let local = changes.filter { $0.stamp.replica != "phone" }
                #expect(stored.note == "fence")
                if stored.site == "North" {
                    #expect(local.map(\.field).sorted() == ["note", "site"], "the save came second and wrote the site it had")
                    #expect(local.allSatisfy { $0.field != "site" || $0.previous == phone })
                } else {
                    #expect(stored.site == "South" && local.map(\.field) == ["note"], "the push came second")
                }
                var latest: [String: ADSyncChange] = [:]
                for change in changes where latest[change.field].map({ $0.stamp < change.stamp }) ?? true { latest[change.field] = change }
                #expect(latest["site"]?.value == .string(stored.site) && latest["note"]?.value == "fence", "the log's latest is the row")
            }
            #expect(Set(logged.map { [$0.record, $0.field, $0.stamp.text] }).count == logged.count, "no change logged twice")
            #expect(try await first.conflicts(limit: 10).isEmpty)
        }
    }
}
}
