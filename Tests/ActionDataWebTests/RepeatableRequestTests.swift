import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Testing

/// Repeatable requests on shared sessions (`ADWebSessionStore.run(id:repeatable:_:)`): run on a
/// node's copy without asking the storage first while no other node writes the session, and
/// run again on the latest state when one did — nothing acknowledged lost, nothing doubled
/// (races of repeatable requests: PostgresSessionTests).
@Suite("Web: repeatable requests on shared sessions")
struct RepeatableRequestTests {
    private static func node(_ cluster: SharedSessionTests.Cluster) async throws -> (ADWebSessionStore, StoreGate) {
        let storage = WatchedStorage(base: try ADSQLiteSharedSessionStorage(path: cluster.path))
        return (try await ADWebSessionStore(shared: storage) { WebFormFixture.form() }, storage.gate)
    }

    /// An event on `control` as the page sends it: repeatable.
    private static func send(
        _ value: ADValue, to control: String, action: ADWebEvent.Action = .input, on store: ADWebSessionStore, id: String
    ) async throws -> ADWebUpdate? {
        try await store.run(id: id, repeatable: true) { session throws(ADWebError) in
            try await session.handle(ADWebEvent(controlID: control, action: action, value: value))
        }
    }

    private static func record(on store: ADWebSessionStore, id: String) async throws -> ADRecord? {
        try await store.run(id: id) { session in await session.record() }
    }

    @Test("a node that alone writes a session asks the storage before its first two requests only, and stores each")
    func aloneAsksOnce() async throws {
        let cluster = try SharedSessionTests.Cluster()
        let (node, calls) = try await Self.node(cluster)
        let id = await node.open()
        var typed = ""
        for letter in "Affinity" {
            typed.append(letter)
            #expect(try await Self.send(.string(typed), to: "name", on: node, id: id) != nil)
        }
        // The first request finds nothing stored; the second finds its own version current;
        // from then on the copy is used as it is, each state stored over its version.
        #expect(await calls.lookups == 2)
        #expect(await calls.stores == 8)
        let (reader, _) = try await Self.node(cluster)
        #expect(try await Self.record(on: reader, id: id)?["name"] == "Affinity")
    }

    /// Two nodes on `cluster` and a session whose copy on the first is run on without a lookup
    /// (two events there alone).
    private static func copyOnFirst(
        _ cluster: SharedSessionTests.Cluster
    ) async throws -> (first: ADWebSessionStore, calls: StoreGate, second: ADWebSessionStore, id: String) {
        let (first, calls) = try await node(cluster)
        let (second, _) = try await node(cluster)
        let id = await first.open()
        for name in ["One", "Two"] { _ = try await send(.string(name), to: "name", on: first, id: id) }
        return (first, calls, second, id)
    }

    @Test("a repeatable request on a copy another node moved past runs again on the latest state: no 409, both edits kept")
    func staleCopyRunsAgain() async throws {
        let cluster = try SharedSessionTests.Cluster()
        let (first, firstCalls, second, id) = try await Self.copyOnFirst(cluster)
        _ = try await Self.send("7", to: "quantity", action: .commit, on: second, id: id)
        #expect(try await Self.record(on: second, id: id)?["quantity"] == 7)
        let before = await firstCalls.stores
        let answer = try await Self.send("Three", to: "name", on: first, id: id)
        #expect(answer != nil)
        #expect(await firstCalls.stores == before + 2, "refused over the stale copy, then stored over the latest")
        for node in [first, second] {
            let record = try await Self.record(on: node, id: id)
            #expect(record?["name"] == "Three")
            #expect(record?["quantity"] == 7)
        }
    }

    @Test("a repeatable request that changes nothing on a stale copy answers from the latest state")
    func unchangedStaleCopyAnswersLatest() async throws {
        let cluster = try SharedSessionTests.Cluster()
        let (first, _, second, id) = try await Self.copyOnFirst(cluster)
        _ = try await Self.send("Elsewhere", to: "name", on: second, id: id)
        let seen = try await first.run(id: id, repeatable: true) { session in await session.record()["name"] }
        #expect(seen == "Elsewhere")
    }
}
