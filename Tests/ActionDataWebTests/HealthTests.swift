import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Web: GET /healthz says whether the node reaches its stores")
struct HealthTests {
    /// A parking that is up or down as the test says, and can hang.
    actor SwitchedParking: ADWebSessionParking {
        enum State { case up, down, hanging }
        var state = State.up
        private var hung: [CheckedContinuation<Void, Never>] = []

        func set(_ state: State) {
            self.state = state
            if state != .hanging { release() }
        }

        func park(_ state: ADRecord, id: String) {}
        func unpark(id: String) -> ADRecord? { nil }
        func holds(id: String) -> Bool { false }

        func checkHealth() async throws {
            switch state {
            case .up: return
            case .down: throw ADWebError(status: .serviceUnavailable, message: "the parking's disk is gone")
            case .hanging: await withCheckedContinuation { hung.append($0) }
            }
        }

        private func release() {
            for continuation in hung { continuation.resume() }
            hung = []
        }
    }

    private static func health(_ client: some TestClientProtocol) async throws -> (HTTPResponse.Status, String) {
        try await client.execute(uri: "/healthz", method: .get) { ($0.status, String(buffer: $0.body)) }
    }

    @Test("200 while the parking answers, 503 with its reason while it fails, 200 again once it is back")
    func upDownUp() async throws {
        let parking = SwitchedParking()
        let store = try await ADWebSessionStore(parking: parking) { WebFormFixture.form() }
        var limits = ADWebServerLimits()
        limits.healthCheckTimeout = .seconds(600)
        try await Application(router: ADWebServer(sessions: store, limits: limits).router()).test(.router) { client async throws in
            #expect(try await Self.health(client) == (.ok, "ok\n"))
            await parking.set(.down)
            let (status, body) = try await Self.health(client)
            #expect(status == .serviceUnavailable)
            #expect(body.contains("the session storage cannot be reached"), "\(body)")
            #expect(body.contains("the parking's disk is gone"), "\(body)")
            await parking.set(.up)
            #expect(try await Self.health(client) == (.ok, "ok\n"))
        }
    }

    @Test("a store that never answers: 503 within the timeout, naming it")
    func hangingStore() async throws {
        let parking = SwitchedParking()
        await parking.set(.hanging)
        var limits = ADWebServerLimits()
        limits.healthCheckTimeout = .milliseconds(200)
        let store = try await ADWebSessionStore(parking: parking) { WebFormFixture.form() }
        try await Application(router: ADWebServer(sessions: store, limits: limits).router()).test(.router) { client async throws in
            for _ in 0..<3 {
                let (status, body) = try await Self.health(client)
                #expect(status == .serviceUnavailable)
                #expect(body.contains("did not answer within"), "\(body)")
            }
        }
        await parking.set(.up)
    }

    @Test("a SQLite parking on a file is healthy; /healthz answers whatever host a checker names")
    func sqliteParkingAnyHost() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("health-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: path)) { WebFormFixture.form() }
        // A timeout no loaded test machine reaches: this test is about the answer, not its speed.
        var limits = ADWebServerLimits()
        limits.healthCheckTimeout = .seconds(600)
        let router = ADWebServer(sessions: store, limits: limits).router(allowedHosts: ["127.0.0.1:8080"])
        try await Application(router: router).test(.router) { client async throws in
            #expect(try await Self.health(client) == (.ok, "ok\n"))
            #expect(try await client.execute(uri: "/", method: .get) { $0.status } == .misdirectedRequest)
        }
    }
}
