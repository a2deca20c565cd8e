import ActionData
import ActionDataWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Each attack the web front end faced, refused.
@Suite("Web: requests from elsewhere, oversized and slow ones are refused")
struct WebAttackTests {
    static let event = #"{"id": "name", "action": "input", "value": "pwned"}"#

    /// A per-browser application, a page opened in it and its cookie.
    private func perBrowser(_ body: @Sendable (any TestClientProtocol, String) async throws -> Void) async throws {
        let store = try await ADWebSessionStore { WebFormFixture.form() }
        try await Application(router: ADWebServer(sessions: store).router()).test(.router) { client in
            try await body(client, try await WebSessionTests.openPage(client))
        }
    }

    private func post(
        _ client: any TestClientProtocol, _ uri: String, _ headers: HTTPFields, body: String = event
    ) async throws -> HTTPResponse.Status {
        try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)) { $0.status }
    }

    private func name(_ client: any TestClientProtocol, cookie: String? = nil) async throws -> ADValue? {
        try await PageClient(client: client).get("/record", cookie: cookie)["name"]
    }

    @Test func crossSiteTextPlainPostsAreRefusedPerBrowser() async throws {
        try await perBrowser { client, cookie in
            let answer1 = try await post(client, "/event", [.contentType: "text/plain", .cookie: cookie])
            #expect(answer1 == .unsupportedMediaType)
            let answer2 = try await post(client, "/event", [.cookie: cookie])
            #expect(answer2 == .unsupportedMediaType)
            let answer3 = try await post(client, "/save", [.contentType: "application/x-www-form-urlencoded", .cookie: cookie])
            #expect(answer3 == .unsupportedMediaType)
            let answer4 = try await name(client, cookie: cookie)
            #expect(answer4 == "Swift File")
        }
    }

    @Test func crossSiteTextPlainPostsAreRefusedInSharedMode() async throws {
        let server = ADWebServer(session: ADWebSession { WebFormFixture.form() })
        try await Application(router: server.router()).test(.router) { client in
            let (page, _) = try await PageClient.load(client)
            let token = try #require(page.token)
            let tokenHeader = try #require(HTTPField.Name("X-ActionData-Token"))
            #expect(try await post(client, "/event", [.contentType: "text/plain", tokenHeader: token]) == .unsupportedMediaType)
            #expect(try await post(client, "/event", [.contentType: "application/json"]) == .forbidden, "no token")
            #expect(try await post(client, "/event", [.contentType: "application/json", tokenHeader: "guessed"]) == .forbidden)
            #expect(try await name(client) == "Swift File")
            #expect(try await post(client, "/event", [.contentType: "application/json", tokenHeader: token]) == .ok)
            #expect(try await name(client) == "pwned")
        }
    }

    @Test func foreignOriginsAndCrossSiteFetchesAreRefused() async throws {
        try await perBrowser { client, cookie in
            let json: HTTPFields = [.contentType: "application/json", .cookie: cookie]
            var foreign = json
            foreign[.origin] = "https://evil.example"
            let answer5 = try await post(client, "/event", foreign)
            #expect(answer5 == .forbidden)
            var crossSite = json
            if let site = HTTPField.Name("Sec-Fetch-Site") { crossSite[site] = "cross-site" }
            let answer6 = try await post(client, "/event", crossSite)
            #expect(answer6 == .forbidden)
            let answer7 = try await name(client, cookie: cookie)
            #expect(answer7 == "Swift File")
        }
    }

    /// The test client addresses every request to the host `localhost`.
    static let hosts: [([String], HTTPResponse.Status)] = [(["127.0.0.1:8080", "localhost:8080"], .misdirectedRequest), (["localhost"], .ok)]

    @Test(arguments: hosts)
    func otherHostsAreRefusedSoDNSRebindingFails(allowed: [String], status: HTTPResponse.Status) async throws {
        let router = ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }).router(allowedHosts: Set(allowed))
        try await Application(router: router).test(.router) { client in
            for uri in ["/", "/state", "/page.js"] {
                let answer = try await client.execute(uri: uri, method: .get) { $0.status }
                #expect(answer == status || (status == .ok && answer == .gone), "\(uri)")
            }
        }
    }

    @Test func oversizedBodiesAreRefusedOnEveryRoute() async throws {
        try await perBrowser { client, cookie in
            let huge = String(repeating: " ", count: 200_000)
            for uri in ["/event", "/save", "/reset", "/refresh"] {
                let status = try await post(client, uri, [.contentType: "application/json", .cookie: cookie], body: huge)
                #expect(status == .contentTooLarge, "\(uri)")
            }
        }
    }

    #if canImport(Glibc)
    @Test func aSlowClientIsDisconnected() async throws {
        var limits = ADWebServerLimits()
        limits.idleTimeout = .seconds(1)
        let server = ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }, limits: limits)
        try await server.application(host: "127.0.0.1", port: 0).test(.live) { client in
            let port = try #require(client.port)
            // The server cuts it after 1 s; the client waits up to 15, since under the whole
            // suite's load the cut once came later than 3 s.
            let closed = try await Spawned.onOwnThread { try SlowClient.isCutOff(port: port, after: 15) }
            #expect(closed, "a client that stops half-way through its headers is disconnected")
        }
    }
    #endif
}

#if canImport(Glibc)
/// A client on a bare socket, for requests no HTTP client library sends.
enum RawClient {
    struct Failure: Error {
        var step = ""
        var code = errno
    }

    /// The status line the server answers `request` with.
    static func statusLine(port: Int, request: String) throws -> String {
        let socket = try connected(port: port)
        defer { close(socket) }
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let received = RawClient.receive(socket, into: &buffer)
        guard received > 0 else { throw Failure(step: "recv \(received)") }
        return String(decoding: buffer[..<received], as: UTF8.self).split(separator: "\r\n").first.map(String.init) ?? ""
    }

    /// `recv`, started again when a signal interrupts it: the suite runs subprocesses, and a
    /// socket with a receive timeout is not restarted after their `SIGCHLD` (`EINTR`).
    static func receive(_ socket: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let received = recv(socket, &buffer, buffer.count, 0)
            if received >= 0 || errno != EINTR { return received }
        }
    }

    static func connected(port: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let failure = Failure(step: "connect")
            close(socket)
            throw failure
        }
        return socket
    }
}

/// A client that starts a request and never finishes it.
enum SlowClient {
    /// Whether the server closes a connection that sent half a request head within `seconds`.
    static func isCutOff(port: Int, after seconds: Int) throws -> Bool {
        let socket = try RawClient.connected(port: port)
        defer { close(socket) }
        let partial = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
        _ = partial.withCString { send(socket, $0, strlen($0), 0) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 512)
        let received = RawClient.receive(socket, into: &buffer)
        return received == 0
    }
}
#endif
