import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Hummingbird
import HummingbirdTesting
import HTTPTypes
import Testing

/// `POST /event` from a page that keeps its events until they are stored
/// (`ADWebSessionAcknowledgement.applied`): the kept events ride after the new one, one per
/// line, and a node that lacks them applies them first and answers what the new one changed.
@Suite("Web: events carrying the page's kept events, over HTTP")
struct CarriedEventTests {
    /// What a request got: its status, its versions and its body.
    struct Answer {
        let status: HTTPResponse.Status
        let version: String?
        let durable: String?
        let body: ADRecord
    }

    private static let afterHeader = HTTPField.Name("X-ActionData-After")
    private static let versionHeader = HTTPField.Name("X-ActionData-Version")
    private static let durableHeader = HTTPField.Name("X-ActionData-Durable")

    /// A request of the page holding `cookie`, after version `after`, with `durable` as the stored version it knows.
    private static func send(
        _ client: any TestClientProtocol, _ method: HTTPRequest.Method, _ uri: String, body: String? = nil,
        cookie: String, after: String? = nil, durable: String? = nil
    ) async throws -> Answer {
        let (afterName, versionName, durableName) = (try #require(afterHeader), try #require(versionHeader), try #require(durableHeader))
        var headers: HTTPFields = [.contentType: "application/json", .cookie: cookie]
        if let after { headers[afterName] = after }
        if let durable { headers[durableName] = durable }
        return try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }) { response in
            Answer(
                status: response.status, version: response.headers[versionName], durable: response.headers[durableName],
                body: (try? ADRecord(jsonString: String(buffer: response.body))) ?? [:])
        }
    }

    private static func event(_ text: String, _ sequence: Int, control: String = "name") -> String {
        #"{"id":"\#(control)","action":"input","value":"\#(text)","sequence":\#(sequence)}"#
    }

    /// The number of a version as a header carries it.
    private static func number(_ version: String?) throws -> Int {
        try #require(version.flatMap { $0.split(separator: ".").first }.flatMap { Int($0) })
    }

    /// The `text` of the control `id` in an answer's `states`.
    private static func text(of id: String, in answer: Answer) -> String? {
        guard case .array(let controls)? = answer.body["states"] else { return nil }
        for case .record(let control) in controls where control["id"] == .string(id) {
            if case .string(let text)? = control["text"] { return text }
        }
        return nil
    }

    /// Two nodes answering once applied on one file, each behind its own router, and a page
    /// opened on the first: `body` gets both clients, the cookie, and the first answer's versions.
    private static func withTwoNodes(
        _ body: @Sendable (any TestClientProtocol, any TestClientProtocol, String, Answer) async throws -> Void
    ) async throws {
        let cluster = try SharedSessionTests.Cluster()
        func node() async throws -> some ApplicationProtocol {
            let store = try await ADWebSessionStore(
                shared: try ADSQLiteSharedSessionStorage(path: cluster.path), acknowledgement: .applied, storeDelay: .seconds(60)
            ) { WebFormFixture.form() }
            return Application(router: ADWebServer(sessions: store).router())
        }
        let (first, second) = (try await node(), try await node())
        try await first.test(.router) { firstClient in
            try await second.test(.router) { secondClient in
                let (_, cookie) = try await PageClient.load(firstClient)
                let cookieValue = try #require(cookie)
                let loaded = try await send(firstClient, .get, "/state", cookie: cookieValue)
                try await body(firstClient, secondClient, cookieValue, loaded)
            }
        }
    }

    @Test("a node that lacks the page's kept events applies them first and answers what the new one changed, at a higher version")
    func behindNodeCatchesUp() async throws {
        try await Self.withTwoNodes { first, second, cookie, loaded in
            let one = try await Self.send(
                first, .post, "/event", body: Self.event("One", 1), cookie: cookie, after: loaded.version, durable: loaded.durable)
            #expect(one.status == .ok)
            let two = try await Self.send(
                second, .post, "/event", body: Self.event("Two", 2, control: "quantity") + "\n" + Self.event("One", 1),
                cookie: cookie, after: one.version, durable: loaded.durable)
            #expect(two.status == .ok)
            #expect(try Self.number(two.version) > Self.number(one.version))
            #expect(Self.text(of: "quantity", in: two) == "Two")
            #expect(Self.text(of: "name", in: two) == nil, "the page shows the kept event already: only what the new one changed is answered")
            let record = try await Self.send(second, .get, "/record", cookie: cookie, after: two.version)
            #expect(record.body["name"] == "One", "the kept event is applied")
        }
    }

    @Test(
        "a hostile carried event is refused with 400 naming it, and the node's copy is unchanged",
        arguments: [
            ("a line that is not JSON", "\nnot json", nil, "kept event 1"),
            ("a kept event without a sequence number", "\n" + #"{"id":"name","action":"input","value":"x"}"#, nil, "no sequence number"),
            ("more kept events than a replay takes", String(repeating: "\n" + #"{"id":"name","action":"input","value":"x","sequence":1}"#, count: 257), nil, "at most 256"),
            ("a stored version that is not one", "\n" + #"{"id":"name","action":"input","value":"x","sequence":1}"#, "abc", "X-ActionData-Durable"),
        ] as [(String, String, String?, String)])
    func hostileCarriedEvents(_ what: String, _ kept: String, _ durable: String?, _ message: String) async throws {
        try await Self.withTwoNodes { first, second, cookie, loaded in
            let one = try await Self.send(
                second, .post, "/event", body: Self.event("One", 1), cookie: cookie, after: loaded.version, durable: loaded.durable)
            // The first node's copy is behind the page: it would read the kept events.
            let refused = try await Self.send(
                first, .post, "/event", body: Self.event("Forged", 9) + kept, cookie: cookie, after: one.version, durable: durable ?? loaded.durable)
            #expect(refused.status == .badRequest, "\(what)")
            #expect(refused.body["error"]?.stringValue?.contains(message) == true, "\(what): \(refused.body)")
            let good = try await Self.send(
                first, .post, "/event", body: Self.event("Two", 2) + "\n" + Self.event("One", 1), cookie: cookie, after: one.version,
                durable: loaded.durable)
            #expect(good.status == .ok, "\(what)")
            #expect(Self.text(of: "name", in: good) == "Two", "\(what)")
        }
    }
}
