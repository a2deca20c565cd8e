import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Web: one form per browser, and nothing lost")
struct WebSessionTests {
    private func application(_ store: ADWebSessionStore) -> some ApplicationProtocol {
        Application(router: ADWebServer(sessions: store).router())
    }

    /// Opens the page as a new browser would and returns the session cookie it was given.
    static func openPage(_ client: some TestClientProtocol) async throws -> String {
        try await client.execute(uri: "/", method: .get) { response in
            #expect(response.status == .ok)
            let setCookie = try #require(response.headers[.setCookie])
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Strict"))
            let pair = try #require(setCookie.split(separator: ";").first)
            #expect(pair.hasPrefix(ADWebServer.sessionCookie + "="))
            return String(pair)
        }
    }

    private func name(_ client: some TestClientProtocol, cookie: String) async throws -> ADValue? {
        try await PageClient(client: client).get("/record", cookie: cookie)["name"]
    }

    @Test func twoBrowsersEditTheirOwnForms() async throws {
        let store = try await ADWebSessionStore { WebFormFixture.form() }
        try await application(store).test(.router) { client in
            let first = try await Self.openPage(client)
            let second = try await Self.openPage(client)
            #expect(first != second)
            #expect(await store.unusedCount == 2)
            #expect(await store.openCount == 0, "a page load builds no form")
            let (status, _) = try await PageClient(client: client).post(
                "/event", #"{"id": "name", "action": "input", "value": "Kotlin"}"#, cookie: first)
            #expect(status == .ok)
            #expect(try await name(client, cookie: first) == "Kotlin")
            #expect(try await name(client, cookie: second) == "Swift File")
            try await client.execute(uri: "/", method: .get, headers: [.cookie: first]) { response in
                #expect(response.headers[.setCookie] == nil, "a known session keeps its cookie")
            }
        }
        #expect(await store.openCount == 2)
    }

    @Test(arguments: ["", "actiondata-session=forged", "actiondata-session=" + String(repeating: "9", count: 5_000)])
    func requestsWithoutASessionAreToldToReload(cookie: String) async throws {
        let store = try await ADWebSessionStore { WebFormFixture.form() }
        try await application(store).test(.router) { client in
            for (uri, method) in [("/state", HTTPRequest.Method.get), ("/record", .get), ("/save", .post), ("/reset", .post), ("/event", .post)] {
                var headers: HTTPFields = [.contentType: "application/json"]
                if !cookie.isEmpty { headers[.cookie] = cookie }
                try await client.execute(uri: uri, method: method, headers: headers, body: ByteBuffer(string: "{}")) { response in
                    #expect(response.status == .gone, "\(uri)")
                    let reply = try ADRecord(jsonString: String(buffer: response.body))
                    #expect(reply["error"]?.stringValue?.contains("reload the page") == true)
                }
            }
        }
        #expect(await store.openCount == 0)
        #expect(await store.unusedCount == 0, "only the page opens sessions")
    }

    @Test func aFullStoreParksTheLeastRecentlyUsedFormAndBringsItBack() async throws {
        let store = try await ADWebSessionStore(capacity: 2) { WebFormFixture.form() }
        let first = await store.open()
        let second = await store.open()
        let third = await store.open()
        let edited = try #require(try await store.session(id: first))
        _ = try await edited.handle(ADWebEvent(controlID: "quantity", action: .input, value: "42"))
        _ = try await store.session(id: second)
        _ = try await store.session(id: third)
        #expect(await store.openCount == 2)
        let back = try #require(try await store.session(id: first))
        #expect(await back.snapshot().state(of: "quantity")?.text == "42", "the unsaved edit came back")
        #expect(await back.save().record["quantity"] == 42)
    }

    @Test func theEvictionFloodCannotLoseAVictimsEdit() async throws {
        let store = try await ADWebSessionStore(capacity: 4, pageCapacity: 50) { WebFormFixture.form() }
        try await application(store).test(.router) { client in
            let victim = try await Self.openPage(client)
            let page = PageClient(client: client)
            _ = try await page.post("/event", #"{"id": "quantity", "action": "input", "value": "42"}"#, cookie: victim)
            for _ in 0..<300 {
                let other = try await Self.openPage(client)
                if Bool.random() { _ = try await page.get("/state", cookie: other) }
            }
            #expect(await store.unusedCount <= 50)
            #expect(await store.openCount <= 4)
            let state = try await page.get("/state", cookie: victim)
            let quantity = state["states"]?.arrayValue?.first { $0.recordValue?["id"] == "quantity" }
            #expect(quantity?.recordValue?["text"] == "42")
            let (status, saved) = try await page.post("/save", cookie: victim)
            #expect(status == .ok)
            #expect(saved["failures"] == [])
            #expect(try await page.get("/record", cookie: victim)["quantity"] == 42)
        }
    }

    @Test func parkedSessionsSurviveARestartOfTheServer() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let before = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: path)) { WebFormFixture.form() }
        let id = await before.open()
        _ = try await before.session(id: id)?.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        await before.parkAll()
        let after = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: path)) { WebFormFixture.form() }
        #expect(await after.holds(id: id))
        let session = try #require(try await after.session(id: id))
        #expect(await session.record()["name"] == "Kotlin")
    }

    @Test func idleFormsAreParkedNotLost() async throws {
        let store = try await ADWebSessionStore(idleTimeout: .milliseconds(1)) { WebFormFixture.form() }
        #expect(store.idleTimeout == .seconds(1), "a timeout shorter than a page load is raised to a second")
        let id = await store.open()
        _ = try await store.session(id: id)?.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        try await Task.sleep(for: .milliseconds(1_100))
        _ = try await store.session(id: store.open())
        #expect(await store.openCount == 1, "the idle form was parked")
        #expect(try await store.session(id: id)?.record()["name"] == "Kotlin")
    }

    @Test func aFormThatCannotBeBuiltFailsWhenTheStoreIsMade() async {
        struct Broken: Error {}
        await #expect(throws: Broken.self) { try await ADWebSessionStore { throw Broken() } }
    }
}
