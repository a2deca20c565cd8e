import ActionData
import ActionDataSQLite
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import Testing

/// The README's "serving your own model" snippet, on an in-memory SQLite database, driven over HTTP.
@Suite("README examples: serving a model")
struct ReadmeWebExampleTests {
    struct Person: ADDataTable {
        static let tableName = "People", primaryKey = "id", primaryKeyType = ADDataTableKeyType.autoIncrementingInt
        var id = -1; var name = "Ada"; var age = 36
    }

    @Test func theSnippetServesDecodesAndStores() async throws {
        let database = try ADSQLiteProvider(path: ":memory:")
        let sessions = try await ADWebSessionStore {
            let controls = ADViewGroup([ADTextFieldModel(name: "name", dataPath: "name"), ADTextFieldModel(name: "age", dataPath: "age")])
            return try ADWebForm(title: "Person", root: controls, model: Person()) { person in
                try await database.save(person)   // store it; the form shows the model as stored
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
        let stored = try database.load(Person.self, where: "name = 'Ada'")
        #expect(stored.map(\.age) == [37])
    }
}
