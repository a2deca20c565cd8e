import ActionData
import ActionDataPostgres
import ActionDataWeb
import ActionDataWebPostgres
import Foundation
import TestSupport
import Testing

extension PostgresTests {
@Suite("PostgreSQL: sessions shared by every node")
struct PostgresSessionTests {
    /// Nodes on one database, each with its own storage; closed at the end.
    final class Nodes: @unchecked Sendable {
        let url: String
        private var storages: [ADPostgresSharedSessionStorage] = []

        init() async throws { url = try await TestDatabase.url() }

        func node() async throws -> ADWebSessionStore {
            let storage = try await ADPostgresSharedSessionStorage(url: url)
            storages.append(storage)
            return try await ADWebSessionStore(shared: storage) { Self.form() }
        }

        func close() async {
            for storage in storages { await storage.close() }
        }

        static func form() -> ADWebForm {
            let name = ADTextFieldModel(name: "name", dataPath: "name")
            name.liveUpdate = true
            return ADWebForm(title: "Name", root: ADViewGroup([name]), record: ["name": "Start"])
        }
    }

    private static func type(_ text: String, into store: ADWebSessionStore, id: String) async throws -> ADWebUpdate? {
        try await store.run(id: id) { session throws(ADWebError) in
            try await session.handle(ADWebEvent(controlID: "name", action: .input, value: .string(text)))
        }
    }

    private static func name(in store: ADWebSessionStore, id: String) async throws -> ADValue? {
        try await store.run(id: id) { session in await session.record()["name"] } ?? nil
    }

    @Test("a session started on node A is continued on node B, edits alternating")
    func alternatingNodes() async throws {
        let nodes = try await Nodes()
        let first = try await nodes.node()
        let second = try await nodes.node()
        let id = await first.open()
        #expect(await second.holds(id: id))
        var typed = ""
        for (index, letter) in "Postgres".enumerated() {
            typed.append(letter)
            #expect(try await Self.type(typed, into: index.isMultiple(of: 2) ? first : second, id: id) != nil)
        }
        #expect(try await Self.name(in: second, id: id) == "Postgres")
        #expect(try await Self.name(in: first, id: id) == "Postgres")
        let third = try await nodes.node()
        #expect(try await Self.name(in: third, id: id) == "Postgres", "a node started later reads it too")
        await nodes.close()
    }

    /// `repeatable`: each node first runs the request on its copy, without a lookup, and again
    /// on the latest state when the other node moved on (`ADWebSessionStore.run(id:repeatable:_:)`).
    @Test("two nodes racing on one session: every acknowledged edit applied once, none lost, none doubled", arguments: [false, true])
    func racingNodes(repeatable: Bool) async throws {
        let nodes = try await Nodes()
        let first = try await nodes.node()
        let second = try await nodes.node()
        let id = await first.open()
        // A few edits on each node alone first, so each holds a copy it runs repeatable requests on.
        let appendX: @Sendable (ADWebSession) async throws(ADWebError) -> ADWebUpdate = { session throws(ADWebError) in
            let name = await session.record()["name"]?.stringValue ?? ""
            return try await session.handle(ADWebEvent(controlID: "name", action: .input, value: .string(name + "x")))
        }
        for node in [first, second] {
            for _ in 0..<3 { _ = try await node.run(id: id, repeatable: repeatable, appendX) }
        }
        let acknowledged = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<24 {
                let node = index.isMultiple(of: 2) ? first : second
                group.addTask {
                    for _ in 0..<50 {
                        do {
                            _ = try await node.run(id: id, repeatable: repeatable, appendX)
                            return 1
                        } catch let error as ADWebError where error.status == 409 {
                            continue
                        }
                    }
                    return 0
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(acknowledged == 24)
        let expected = ADValue.string("Start" + String(repeating: "x", count: 6 + acknowledged))
        #expect(try await Self.name(in: first, id: id) == expected)
        #expect(try await Self.name(in: second, id: id) == expected)
        await nodes.close()
    }

    @Test("concurrent stores and lookups share statements, each session's condition checked on its own row")
    func batchedConditions() async throws {
        let storage = try await ADPostgresSharedSessionStorage(url: try await TestDatabase.url())
        let ids = (0..<40).map { "batch-\($0)-\(UUID().uuidString)" }
        func state(_ text: String) -> ADRecord { ["record": .record(["name": .string(text)])] }
        // Every session's first state, all at once: each is stored.
        let first = try await withThrowingTaskGroup(of: Bool.self) { group in
            for id in ids { group.addTask { try await storage.store(state(id + " 1"), id: id, expected: 0) } }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(first.allSatisfy { $0 } && first.count == ids.count)
        // Then, all at once: the even sessions over the version stored (kept), the odd ones over
        // a version never stored or as a first state again (refused, nothing changed).
        let second = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
            for (index, id) in ids.enumerated() {
                let expected = index.isMultiple(of: 2) ? 1 : (index.isMultiple(of: 3) ? 0 : 7)
                group.addTask { (index, try await storage.store(state(id + " 2"), id: id, expected: expected)) }
            }
            return try await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
        }
        for index in ids.indices { #expect(second[index] == index.isMultiple(of: 2), "session \(index)") }
        // Lookups at once, each with what a node might know.
        let lookups = try await withThrowingTaskGroup(of: (Int, ADWebSharedSessionLookup).self) { group in
            for (index, id) in ids.enumerated() { group.addTask { (index, try await storage.lookup(id: id, known: index.isMultiple(of: 4) ? 2 : 1)) } }
            group.addTask { (-1, try await storage.lookup(id: "never-\(UUID().uuidString)", known: -1)) }
            return try await group.reduce(into: [Int: ADWebSharedSessionLookup]()) { $0[$1.0] = $1.1 }
        }
        #expect(lookups[-1] == .absent)
        for (index, id) in ids.enumerated() {
            let version = index.isMultiple(of: 2) ? 2 : 1
            let known = index.isMultiple(of: 4) ? 2 : 1
            let expected: ADWebSharedSessionLookup =
                version == known ? .current : .changed(ADWebStoredSession(state: state(id + " \(version)"), version: version))
            #expect(lookups[index] == expected, "session \(index)")
        }
        await storage.close()
    }

    @Test("an edit a node answered survives the node going away; a forged identifier names nothing")
    func durableAndUnguessable() async throws {
        let nodes = try await Nodes()
        var doomed: ADWebSessionStore? = try await nodes.node()
        let id = try #require(await doomed?.open())
        if let doomed { _ = try await Self.type("Answered", into: doomed, id: id) }
        doomed = nil
        let survivor = try await nodes.node()
        #expect(try await Self.name(in: survivor, id: id) == "Answered")
        let forged = UUID().uuidString.lowercased() + "." + String(repeating: "A", count: 43)
        #expect(await !survivor.holds(id: forged))
        #expect(try await Self.type("Mallory", into: survivor, id: forged) == nil)
        await nodes.close()
    }
}
}
