import ActionData
import ActionDataWeb
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import Testing

/// Requests as the page sends them: JSON from its own origin, with its token in shared mode.
struct PageClient {
    let client: any TestClientProtocol
    var token: String?

    /// Loads the page, keeping its token (shared mode) or cookie (per-browser mode).
    static func load(_ client: any TestClientProtocol) async throws -> (PageClient, String?) {
        var token: String?
        var cookie: String?
        try await client.execute(uri: "/", method: .get) { response in
            let html = String(buffer: response.body)
            if let start = html.range(of: #"name="actiondata-token" content=""#) {
                token = String(html[start.upperBound...].prefix { $0 != "\"" })
            }
            cookie = response.headers[.setCookie]?.split(separator: ";").first.map(String.init)
        }
        return (PageClient(client: client, token: token), cookie)
    }

    func post(_ uri: String, _ body: String = "{}", cookie: String? = nil) async throws -> (HTTPResponse.Status, ADRecord) {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let token, let name = HTTPField.Name("X-ActionData-Token") { headers[name] = token }
        if let cookie { headers[.cookie] = cookie }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) { response in
            (response.status, (try? ADRecord(jsonString: String(buffer: response.body))) ?? [:])
        }
    }

    func get(_ uri: String, cookie: String? = nil) async throws -> ADRecord {
        var headers: HTTPFields = [:]
        if let cookie { headers[.cookie] = cookie }
        return try await client.execute(uri: uri, method: .get, headers: headers) { response in
            try ADRecord(jsonString: String(buffer: response.body))
        }
    }
}

@Suite("Web: HTTP routes")
struct WebServerTests {
    private func application() -> some ApplicationProtocol {
        Application(router: ADWebServer(session: ADWebSession { WebFormFixture.form() }).router())
    }

    @Test func pageScriptStyleAndStateAreServed() async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
                let html = String(buffer: response.body)
                #expect(html.contains("ad-form"))
                #expect(!html.contains("<script>"), "no inline script")
                #expect(html.contains(#"<script src="/page.js" defer></script>"#))
            }
            try await client.execute(uri: "/page.js", method: .get) { response in
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
            }
            let state = try await PageClient(client: client).get("/state")
            #expect(state["states"]?.arrayValue?.count == 10)
            #expect(state["record"] == nil, "answers carry what the page redraws, not the record")
            #expect(try await PageClient(client: client).get("/record")["name"] == "Swift File")
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        try await application().test(.router) { client in
            for uri in ["/", "/state", "/page.js", "/page.css"] {
                try await client.execute(uri: uri, method: .get) { response in
                    let policy = response.headers[.contentSecurityPolicy] ?? ""
                    #expect(policy.contains("script-src 'self'"))
                    #expect(!policy.contains("unsafe-inline"))
                    #expect(policy.contains("frame-ancestors 'none'"))
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                    #expect(response.headers[HTTPField.Name("Referrer-Policy") ?? .origin] == "same-origin")
                }
            }
        }
    }

    @Test func eventsAnswerWithChangedControls() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            let (status, update) = try await page.post("/event", #"{"id": "name", "action": "input", "value": "Kotlin"}"#)
            #expect(status == .ok)
            #expect(update.value(at: "states.1.text") == "Category: Kotlin")
            #expect(update["states"]?.arrayValue?.count == 2)
            #expect(try await page.get("/record")["name"] == "Kotlin")
        }
    }

    @Test func badEventsGetTheirStatusAndAMessage() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            let (status, reply) = try await page.post("/event", #"{"id": "nope", "action": "input"}"#)
            #expect(status == .notFound)
            #expect(reply["error"] == .string(#"the form has no control "nope""#))
            let (huge, _) = try await page.post("/event", String(repeating: "x", count: 100_000))
            #expect(huge == .contentTooLarge)
        }
    }

    @Test func saveAfterAnEditWritesTheEdit() async throws {
        try await application().test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            _ = try await page.post("/event", #"{"id": "quantity", "action": "input", "value": "12", "sequence": 1}"#)
            let (status, saved) = try await page.post("/save")
            #expect(status == .ok)
            #expect(saved["failures"] == [])
            #expect(try await page.get("/record")["quantity"] == 12)
            let (late, _) = try await page.post("/event", #"{"id": "quantity", "action": "input", "value": "3", "sequence": 1}"#)
            #expect(late == .ok)
            _ = try await page.post("/save")
            #expect(try await page.get("/record")["quantity"] == 12, "a late keystroke never overwrites a newer one")
        }
    }
}
