import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HTTPTypes
import HummingbirdTesting
import Testing

/// `GET /metrics` over a real socket (the client is then 127.0.0.1): what it counts, who may
/// read it, and that no request can add series of its own.
@Suite("Web: GET /metrics, Prometheus figures for trusted scrapers")
struct MetricsTests {
    static let event = #"{"id": "name", "action": "input", "value": "typed"}"#

    /// The exposition as the test's client reads it, and its samples.
    struct Scrape {
        let status: HTTPResponse.Status
        let text: String

        /// The value of the sample of `name` whose labels include every one of `labels`.
        func value(_ name: String, _ labels: [String: String] = [:]) -> Double? {
            samples.first { sample in sample.name == name && labels.allSatisfy { sample.labels[$0.key] == $0.value } }?.value
        }

        /// Every sample line: its name, labels and value.
        var samples: [(name: String, labels: [String: String], value: Double)] {
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
                guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else { return nil }
                let series = line[..<space]
                guard let open = series.firstIndex(of: "{") else { return (String(series), [:], value) }
                var labels: [String: String] = [:]
                for pair in series[series.index(after: open)...].dropLast().split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { labels[String(parts[0])] = String(parts[1].dropFirst().dropLast()) }
                }
                return (String(series[..<open]), labels, value)
            }
        }
    }

    private static func scrape(_ client: some TestClientProtocol, headers: HTTPFields = [:]) async throws -> Scrape {
        try await client.execute(uri: "/metrics", method: .get, headers: headers) { Scrape(status: $0.status, text: String(buffer: $0.body)) }
    }

    private static func open(_ client: some TestClientProtocol) async throws -> String {
        try await client.execute(uri: "/", method: .get) { response in
            let setCookie = try #require(response.headers[.setCookie])
            return String(try #require(setCookie.split(separator: ";").first))
        }
    }

    private static func post(_ client: some TestClientProtocol, _ path: String, cookie: String) async throws -> HTTPResponse.Status {
        try await client.execute(
            uri: path, method: .post, headers: [.contentType: "application/json", .cookie: cookie], body: ByteBuffer(string: event)
        ) { $0.status }
    }

    private static func live(
        _ server: ADWebServer, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        try await Application(router: server.router()).test(.live) { client in try await body(client) }
    }

    @Test("requests, their latency, open and parked sessions and store calls are counted as they happen")
    func countsMove() async throws {
        let store = try await ADWebSessionStore(capacity: 1, parking: ADWebMemorySessionParking()) { WebFormFixture.form() }
        try await Self.live(ADWebServer(sessions: store)) { client in
            let before = try await Self.scrape(client)
            #expect(before.status == .ok)
            #expect(before.value("actiondata_http_requests_total", ["route": "/event"]) == nil)
            let first = try await Self.open(client)
            for _ in 0..<3 { #expect(try await Self.post(client, "/event", cookie: first) == .ok) }
            let second = try await Self.open(client)
            #expect(try await Self.post(client, "/event", cookie: second) == .ok)
            let after = try await Self.scrape(client)
            let event = ["route": "/event", "method": "POST"]
            #expect(after.value("actiondata_http_requests_total", event.merging(["status": "200"]) { $1 }) == 4)
            #expect(after.value("actiondata_http_request_duration_seconds_count", event) == 4)
            #expect(after.value("actiondata_http_requests_total", ["route": "/", "method": "GET", "status": "200"]) == 2)
            #expect(after.value("actiondata_http_requests_total", ["route": "/metrics", "status": "200"]) == 1)
            // A capacity of one: the first session was parked to make room for the second.
            #expect(after.value("actiondata_sessions_open") == 1)
            #expect(after.value("actiondata_sessions_parked") == 1)
            #expect(after.value("actiondata_store_duration_seconds_count", ["store": "sessions", "operation": "park"]) == 1)
            #expect(after.value("actiondata_store_errors_total") == nil)
            #expect(try await Self.post(client, "/event", cookie: first) == .ok)
            let third = try await Self.scrape(client)
            #expect(third.value("actiondata_store_duration_seconds_count", ["store": "sessions", "operation": "unpark"]) == 1)
            #expect(third.value("actiondata_http_requests_total", event.merging(["status": "200"]) { $1 }) == 5)
        }
    }

    @Test("a store call that fails is counted as a store error")
    func storeErrors() async throws {
        let parking = HealthTests.SwitchedParking()
        await parking.set(.down)
        let store = try await ADWebSessionStore(parking: parking) { WebFormFixture.form() }
        try await Self.live(ADWebServer(sessions: store)) { client in
            for _ in 0..<2 { #expect(try await client.execute(uri: "/healthz", method: .get) { $0.status } == .serviceUnavailable) }
            let scrape = try await Self.scrape(client)
            #expect(scrape.value("actiondata_store_errors_total", ["store": "sessions", "operation": "health"]) == 2)
            #expect(scrape.value("actiondata_http_requests_total", ["route": "/healthz", "status": "503"]) == 2)
        }
    }

    /// Who asks, through which proxies, and whether the figures are answered: the test client
    /// is 127.0.0.1, which forwarded headers are believed from only when it is a trusted proxy.
    static let askers: [(trusted: [String], headers: [String: String], answered: Bool)] = [
        ([], [:], true),
        (["10.0.0.0/8"], [:], true),
        // Forwarded headers from an untrusted peer change nothing: still loopback.
        ([], ["X-Forwarded-For": "203.0.113.7"], true),
        // A trusted proxy forwarding for an outside client: refused.
        (["127.0.0.0/8"], ["X-Forwarded-For": "203.0.113.7"], false),
        // … even when the client's own Forwarded, passed on by the proxy, names loopback.
        (["127.0.0.0/8"], ["Forwarded": "for=127.0.0.1", "X-Forwarded-For": "203.0.113.7"], false),
        (["127.0.0.0/8"], ["X-Forwarded-For": "203.0.113.7", "Forwarded": "for=::1;proto=https"], false),
        (["127.0.0.0/8", "10.0.0.0/8"], ["X-Forwarded-For": "203.0.113.7, 10.1.2.3"], false),
        // … for a client on a trusted network: answered.
        (["127.0.0.0/8", "10.0.0.0/8"], ["X-Forwarded-For": "10.1.2.3"], true),
        (["127.0.0.0/8"], ["X-Forwarded-For": "::1"], true),
    ]

    @Test("answered to loopback and trusted ranges only; anyone else gets the 404 of a route that does not exist", arguments: askers)
    func onlyTrusted(trusted: [String], headers: [String: String], answered: Bool) async throws {
        let deployment = ADWebDeployment(publicOrigins: [], trustedProxies: try trusted.map { try ADWebAddressRange($0) })
        let server = ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }, deployment: deployment)
        var fields = HTTPFields()
        for (name, value) in headers { fields[try #require(HTTPField.Name(name))] = value }
        try await Self.live(server) { [fields] client in
            let scrape = try await Self.scrape(client, headers: fields)
            if answered {
                #expect(scrape.status == .ok)
                #expect(scrape.text.contains("# TYPE actiondata_sessions_open gauge"))
            } else {
                #expect(scrape.status == .notFound)
                #expect(!scrape.text.contains("actiondata_"))
                let unknown = try await client.execute(uri: "/no-such-route", method: .get, headers: fields) { $0.status }
                #expect(unknown == scrape.status)
            }
        }
    }

    @Test("random paths and methods add no series: every route label is a route's pattern or `unmatched`")
    func labelsStayBounded() async throws {
        let server = ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() })
        try await Self.live(server) { client in
            let port = try #require(client.port)
            var generator = SystemRandomNumberGenerator()
            let letters = Array("abcdefxyzABC0123456789-_.~")
            func word(_ lengths: ClosedRange<Int>) -> String {
                String((0..<Int.random(in: lengths, using: &generator)).map { _ in letters.randomElement(using: &generator) ?? "a" })
            }
            // The HTTP parser answers 400 to a method it does not know before any route sees it.
            var parsed = 0
            for round in 0..<120 {
                let path = "/" + (0..<Int.random(in: 1...4, using: &generator)).map { _ in word(1...12) }.joined(separator: "/")
                    + (round.isMultiple(of: 3) ? "?q=\(round)" : "")
                let method = ["GET", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "BREW", word(3...8).uppercased()]
                    .randomElement(using: &generator) ?? "GET"
                if ["GET", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"].contains(method) { parsed += 1 }
                _ = try await RawHTTP.exchange(port: port, host: "127.0.0.1", method, path)
            }
            let scrape = try await Self.scrape(client)
            let known: Set<String> = [
                "/", "/state", "/record", "/save", "/reset", "/refresh", "/event", "/image", "/healthz", "/metrics", "/favicon.ico",
                "/page.js", "/page.css", "/engine.wasm", "unmatched",
            ]
            let requestSeries = scrape.samples.filter { $0.name == "actiondata_http_requests_total" }
            let routes = Set(requestSeries.compactMap { $0.labels["route"] })
            #expect(routes.isSubset(of: known), "\(routes.subtracting(known))")
            let methods = Set(requestSeries.compactMap { $0.labels["method"] })
            #expect(methods.isSubset(of: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "other"]), "\(methods)")
            let durationSeries = scrape.samples.filter { $0.name == "actiondata_http_request_duration_seconds_count" }
            #expect(durationSeries.count == Set(requestSeries.map { "\($0.labels["route"] ?? "") \($0.labels["method"] ?? "")" }).count)
            // Every request parsed was counted, under at most a route and a method each.
            #expect(requestSeries.reduce(0) { $0 + $1.value } == Double(parsed))
            #expect(requestSeries.count <= known.count * 8 * 4, "\(requestSeries.count) series")
        }
    }
}
