import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// The README's "serving your own model" snippet, with an in-memory database, driven over HTTP.
@Suite("README examples: serving a model")
struct ReadmeWebExampleTests {
    struct Person: Codable { var id = 0; var name = "Ada"; var age = 36 }

    final class Database: Sendable {
        let rows = Mutex<[Person]>([])

        func save(_ person: Person) throws -> Person {
            rows.withLock { rows in
                var stored = person
                stored.id = rows.count + 1
                rows.append(stored)
                return stored
            }
        }
    }

    @Test func theSnippetServesDecodesAndStores() async throws {
        let database = Database()
        let sessions = try await ADWebSessionStore {
            let controls = ADViewGroup([ADTextFieldModel(name: "name", dataPath: "name"), ADTextFieldModel(name: "age", dataPath: "age")])
            return try ADWebForm(title: "Person", root: controls, model: Person()) { person in
                try database.save(person)   // store it; return the model as stored
            }
        }
        try await Application(router: ADWebServer(sessions: sessions).router()).test(.router) { client in
            let cookie = try await WebSessionTests.openPage(client)
            let page = PageClient(client: client)
            _ = try await page.post("/event", #"{"id": "age", "action": "input", "value": "37"}"#, cookie: cookie)
            let (status, saved) = try await page.post("/save", cookie: cookie)
            #expect(status == .ok)
            #expect(saved["failures"] == [])
            #expect(try await page.get("/record", cookie: cookie)["id"] == 1)
        }
        #expect(database.rows.withLock { $0.map(\.age) } == [37])
    }
}
