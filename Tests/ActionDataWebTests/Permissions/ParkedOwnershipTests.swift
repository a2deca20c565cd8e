import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A signed-in person's session parked in a SQLite file is theirs again after the server
/// restarts, and still no one else's: the secret tying sessions to identities is kept in the
/// file with the sessions.
@Suite("Web: parked sessions keep their owner across a restart")
struct ParkedOwnershipTests {
    /// A server on the parking file at `path`, believing identity headers from loopback.
    static func server(parkingAt path: String) async throws -> (ADWebServer, ADWebSessionStore) {
        let store = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: path)) { WebFormFixture.form() }
        var deployment = ADWebDeployment()
        deployment.trustedProxies = [try ADWebAddressRange("127.0.0.1/32")]
        return (ADWebServer(sessions: store, deployment: deployment, identity: .forwardedHeaders), store)
    }

    @Test("after a restart, the owner's cookie opens the session with its edit; another identity's gets 403")
    func restart() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("parked-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (before, beforeStore) = try await Self.server(parkingAt: path)
        let cookie = try await Application(router: before.router()).test(.live) { client in
            var ada = Person(client, user: "ada")
            try await ada.open()
            #expect(try await ada.type("Kotlin", into: "name") == .ok)
            return ada.cookie
        }
        #expect(cookie?.contains("~") == true, "the cookie carries the owner's MAC")
        await beforeStore.parkAll()
        let (after, _) = try await Self.server(parkingAt: path)
        try await Application(router: after.router()).test(.live) { client in
            var ada = Person(client, user: "ada")
            ada.cookie = cookie
            let record = try await ada.get("/record")
            #expect(record.status == .ok)
            #expect(try ADRecord(jsonString: record.body)["name"] == "Kotlin")
            var bob = Person(client, user: "bob")
            bob.cookie = cookie
            #expect(try await bob.get("/record").status == .forbidden)
        }
    }
}
