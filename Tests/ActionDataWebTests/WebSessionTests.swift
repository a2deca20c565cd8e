import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Web: one form per browser")
struct WebSessionTests {
    private func application(_ store: ADWebSessionStore) -> some ApplicationProtocol {
        Application(router: ADWebServer(sessions: store).router())
    }

    /// Opens the page as a new browser would and returns the session cookie it was given.
    private func openPage(_ client: some TestClientProtocol) async throws -> String {
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
        try await client.execute(uri: "/record", method: .get, headers: [.cookie: cookie]) { response in
            try ADRecord(jsonString: String(buffer: response.body))["name"]
        }
    }

    @Test func twoBrowsersEditTheirOwnForms() async throws {
        let store = try ADWebSessionStore { WebFormFixture.form() }
        try await application(store).test(.router) { client in
            let first = try await openPage(client)
            let second = try await openPage(client)
            #expect(first != second)
            let event = ByteBuffer(string: #"{"id": "name", "action": "input", "value": "Kotlin"}"#)
            try await client.execute(uri: "/event", method: .post, headers: [.cookie: first], body: event) { response in
                #expect(response.status == .ok)
            }
            #expect(try await name(client, cookie: first) == "Kotlin")
            #expect(try await name(client, cookie: second) == "Swift File")
            try await client.execute(uri: "/", method: .get, headers: [.cookie: first]) { response in
                #expect(response.headers[.setCookie] == nil, "a known session keeps its cookie")
            }
        }
        #expect(await store.count == 2)
    }

    @Test(arguments: ["", "actiondata-session=forged", "actiondata-session=" + String(repeating: "9", count: 5_000)])
    func requestsWithoutAnOpenSessionAreToldToReload(cookie: String) async throws {
        let store = try ADWebSessionStore { WebFormFixture.form() }
        try await application(store).test(.router) { client in
            for (uri, method) in [("/state", HTTPRequest.Method.get), ("/record", .get), ("/save", .post), ("/reset", .post), ("/event", .post)] {
                try await client.execute(uri: uri, method: method, headers: cookie.isEmpty ? [:] : [.cookie: cookie]) { response in
                    #expect(response.status == .gone, "\(uri)")
                    let reply = try ADRecord(jsonString: String(buffer: response.body))
                    #expect(reply["error"]?.stringValue?.contains("reload the page") == true)
                }
            }
        }
        #expect(await store.count == 0, "only the page opens sessions")
    }

    @Test func theStoreClosesTheLeastRecentlyUsedSessionWhenFull() async throws {
        let store = try ADWebSessionStore(capacity: 2) { WebFormFixture.form() }
        let (first, _) = try await store.open()
        let (second, _) = try await store.open()
        #expect(await store.session(id: first) != nil)
        let (third, _) = try await store.open()
        #expect(await store.count == 2)
        #expect(await store.session(id: second) == nil)
        #expect(await store.session(id: first) != nil)
        #expect(await store.session(id: third) != nil)
    }

    @Test func idleSessionsAreClosed() async throws {
        let store = try ADWebSessionStore(idleTimeout: .milliseconds(1)) { WebFormFixture.form() }
        #expect(store.idleTimeout == .seconds(1), "a timeout shorter than a page load is raised to a second")
        let (id, _) = try await store.open()
        try await Task.sleep(for: .milliseconds(1_100))
        #expect(await store.session(id: id) == nil)
        #expect(await store.count == 0)
    }

    @Test func aFormThatCannotBeBuiltFailsWhenTheStoreIsMade() {
        struct Broken: Error {}
        #expect(throws: Broken.self) { try ADWebSessionStore { throw Broken() } }
    }
}
