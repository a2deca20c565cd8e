import ActionData
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Two `actiondata serve --cluster-sessions` processes on one sessions file: one browser
/// session served by both alternately, then one node killed with SIGKILL mid-session. Every
/// edit a node answered 200 is there afterwards, on the other node and on the restarted one.
@Suite("actiondata serve --cluster-sessions: two nodes, one session, a killed node", .serialized)
struct ClusterSessionTests {
    /// A browser without cookie storage: it sends the session cookie it was given itself.
    struct Browser {
        let cookie: String

        static func open(_ node: DemoServer) async throws -> Browser {
            let (_, response) = try await URLSession.shared.data(for: request(node, "/"))
            let setCookie = try #require((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Set-Cookie"))
            return Browser(cookie: String(setCookie.split(separator: ";").first ?? ""))
        }

        static func request(_ node: DemoServer, _ path: String, body: String? = nil, cookie: String? = nil) throws -> URLRequest {
            var request = URLRequest(url: try #require(URL(string: node.url + path)))
            request.httpShouldHandleCookies = false
            if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
            if let body {
                request.httpMethod = "POST"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data(body.utf8)
            }
            return request
        }

        /// Types `text` into the name field on `node`; the HTTP status.
        func type(_ text: String, on node: DemoServer) async throws -> Int {
            let event = try (["id": "name", "action": "input", "value": .string(text)] as ADRecord).jsonString()
            let (_, response) = try await URLSession.shared.data(for: Browser.request(node, "/event", body: event, cookie: cookie))
            return (response as? HTTPURLResponse)?.statusCode ?? 0
        }

        /// Saves the form on `node`; the failures it answered (none when it was stored).
        func save(on node: DemoServer) async throws -> [ADValue] {
            let (data, response) = try await URLSession.shared.data(for: Browser.request(node, "/save", body: "{}", cookie: cookie))
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            guard case .array(let failures)? = try ADRecord(jsonData: data)["failures"] else { return [] }
            return failures
        }

        /// The titles of the categories `node` lists for `filter`.
        func titles(on node: DemoServer, matching filter: String) async throws -> [String] {
            var components = try #require(URLComponents(string: node.url + "/list"))
            components.queryItems = [URLQueryItem(name: "filter", value: filter)]
            var request = URLRequest(url: try #require(components.url))
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
            let (data, _) = try await URLSession.shared.data(for: request)
            guard case .array(let entries)? = try ADRecord(jsonData: data)["entries"] else { return [] }
            return entries.compactMap { entry in
                guard case .record(let fields) = entry, case .string(let title)? = fields["title"] else { return nil }
                return title
            }
        }

        /// The form's record as `node` has it.
        func record(on node: DemoServer) async throws -> ADRecord {
            let (data, _) = try await URLSession.shared.data(for: Browser.request(node, "/record", cookie: cookie))
            return try ADRecord(jsonData: data)
        }
    }

    @Test func aKilledNodeLosesNoAnsweredEdit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-cluster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.killOneNode(arguments: [
            "--database", folder.appendingPathComponent("categories.sqlite").path,
            "--sessions", folder.appendingPathComponent("sessions.sqlite").path, "--cluster-sessions",
        ])
    }

    @Test(
        "the same on PostgreSQL: two nodes keeping categories and sessions in one database, one killed",
        .enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason))
    func aKilledNodeLosesNoAnsweredEditOnPostgreSQL() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-cluster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try await PostgresCluster.shared().newDatabase()
        try await Self.killOneNode(arguments: ["--database", database, "--sessions", database])
    }

    @Test(
        "two nodes starting together on an empty PostgreSQL database seed the demo's categories once",
        .enabled(if: PostgresCluster.isAvailable, PostgresCluster.skipReason))
    func nodesStartingTogetherSeedOnce() async throws {
        let database = try await PostgresCluster.shared().newDatabase()
        let arguments = ["--database", database, "--sessions", database]
        async let starting = DemoServer.start(arguments: arguments)
        async let alsoStarting = DemoServer.start(arguments: arguments)
        let (first, second) = try await (starting, alsoStarting)
        defer {
            first.stop()
            second.stop()
        }
        let browser = try await Browser.open(first)
        #expect(try await browser.titles(on: second, matching: "").sorted() == ["Database", "Storyboard", "Swift File"])
    }

    /// Two nodes on `arguments` serve one browser session alternately; one is killed with
    /// SIGKILL, and the survivor and a restarted node have every edit answered 200.
    private static func killOneNode(arguments: [String]) async throws {
        let first = try await DemoServer.start(arguments: arguments)
        let second = try await DemoServer.start(arguments: arguments)
        defer { second.stop() }
        let browser = try await Browser.open(first)

        var answered = ""
        for (index, letter) in "Tooling".enumerated() {
            let node = index.isMultiple(of: 2) ? second : first
            if try await browser.type(answered + String(letter), on: node) == 200 { answered.append(letter) }
        }
        #expect(answered == "Tooling")
        #expect(try await browser.record(on: first)["name"] == .string(answered))

        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        #expect(try await browser.record(on: second)["name"] == .string(answered), "the survivor has every answered edit")
        #expect(try await browser.type(answered + "!", on: second) == 200)

        let restarted = try await DemoServer.start(arguments: arguments)
        defer { restarted.stop() }
        #expect(try await browser.record(on: restarted)["name"] == .string(answered + "!"), "the restarted node has them too")

        #expect(try await browser.save(on: restarted).isEmpty)
        #expect(try await browser.titles(on: second, matching: "name = 'Tooling!'") == ["Tooling!"], "a node lists what another saved")
    }
}
