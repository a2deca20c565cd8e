import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Testing

/// The parkings behind `ADWebSessionStore`: the in-memory default and SQLite's keep the same
/// promises, and a parking that fails is never taken for "no such session".
@Suite("Web: session parking")
struct SessionParkingTests {
    static let parkings: [@Sendable () throws -> any ADWebSessionParking] = [
        { ADWebMemorySessionParking() },
        { try ADSQLiteSessionParking() },
    ]

    @Test("a parked state is held, comes back once, and is then gone", arguments: 0..<2)
    func parkAndUnpark(index: Int) async throws {
        let parking = try Self.parkings[index]()
        let state: ADRecord = ["record": ["name": "Tools"], "edits": 2]
        #expect(try await !parking.holds(id: "a"))
        try await parking.park(state, id: "a")
        try await parking.park(["record": ["name": "Garden"]], id: "b")
        #expect(try await parking.holds(id: "a"))
        #expect(try await parking.unpark(id: "a") == state)
        #expect(try await !parking.holds(id: "a"))
        #expect(try await parking.unpark(id: "a") == nil)
        #expect(try await parking.holds(id: "b"))
    }

    @Test("a state parked again replaces the one kept", arguments: 0..<2)
    func parkReplaces(index: Int) async throws {
        let parking = try Self.parkings[index]()
        try await parking.park(["n": 1], id: "a")
        try await parking.park(["n": 2], id: "a")
        #expect(try await parking.unpark(id: "a") == ["n": 2])
    }

    @Test("states older than the retention are dropped when another is parked")
    func retention() async throws {
        let parking = ADWebMemorySessionParking(retention: .zero)
        await parking.park(["n": 1], id: "old")
        try await Task.sleep(for: .milliseconds(5))
        await parking.park(["n": 2], id: "new")
        #expect(await !parking.holds(id: "old"))
        #expect(await parking.holds(id: "new"))
    }

    @Test("a parking that cannot answer keeps the identifier held, so the page keeps its cookie")
    func failingParkingIsNotTakenForEmpty() async throws {
        let store = try await ADWebSessionStore(parking: FailingParking()) { WebFormFixture.form() }
        #expect(await store.holds(id: "parked-somewhere"))
        await #expect(throws: ADWebError.self) { try await store.session(id: "parked-somewhere") }
    }
}

/// A parking whose store is unreachable.
private struct FailingParking: ADWebSessionParking {
    struct Unreachable: Error {}

    func park(_ state: ADRecord, id: String) async throws { throw Unreachable() }
    func unpark(id: String) async throws -> ADRecord? { throw Unreachable() }
    func holds(id: String) async throws -> Bool { throw Unreachable() }
}
