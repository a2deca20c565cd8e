#if canImport(Glibc)
import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// A server behind a proxy: its public origins, the address it listens on, and the forwarded
/// headers of trusted proxies — each over a real socket, with the `Host` a browser or proxy sends.
@Suite("Web deployment: public origins, wildcard listening and trusted proxies")
struct DeploymentTests {
    /// The port the routes answer for; the test server listens on another, free one.
    static let port = 18555
    static let event = #"{"id": "name", "action": "input", "value": "typed"}"#

    private func live(
        host: String = "127.0.0.1", deployment: ADWebDeployment = ADWebDeployment(), logs: LogLines? = nil,
        _ body: @escaping @Sendable (Int) async throws -> Void
    ) async throws {
        let server = ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }, deployment: deployment)
        let logger = logs.map { logs in Logger(label: "test") { _ in LogCapture(lines: logs) } }
        try await server.application(host: host, port: Self.port, logger: logger).test(.live) { client in
            try await body(try #require(client.port))
        }
    }

    private static func cookie(_ answer: RawHTTP) -> String? {
        answer.values("set-cookie").first?.split(separator: ";").first.map(String.init)
    }

    @Test("without a public URL the loopback names are answered as before, any other host gets 421, no cookie is Secure")
    func loopbackAsBefore() async throws {
        try await live { port in
            for host in ["127.0.0.1:\(Self.port)", "localhost:\(Self.port)", "[::1]:\(Self.port)"] {
                let answer = try await RawHTTP.exchange(port: port, host: host)
                #expect(answer.status == 200, "\(host)")
                let setCookie = try #require(answer.values("set-cookie").first)
                #expect(setCookie.hasPrefix(ADWebServer.sessionCookie + "="))
                #expect(!setCookie.contains("Secure"))
                #expect(answer.values("strict-transport-security").isEmpty)
            }
            for host in ["forms.example.com", "127.0.0.1:1", "0.0.0.0:\(Self.port)", "127.0.0.1"] {
                #expect(try await RawHTTP.exchange(port: port, host: host).status == 421, "\(host)")
            }
        }
    }

    @Test("with an https public URL: its host is answered with a Secure __Host- cookie and HSTS; the bind address still answers plainly")
    func httpsPublicOrigin() async throws {
        let deployment = ADWebDeployment(publicOrigins: [try ADWebOrigin("https://forms.example.com")])
        try await live(deployment: deployment) { port in
            for host in ["forms.example.com", "FORMS.example.com", "forms.example.com:443"] {
                let answer = try await RawHTTP.exchange(port: port, host: host)
                #expect(answer.status == 200, "\(host)")
                let setCookie = try #require(answer.values("set-cookie").first)
                #expect(setCookie.hasPrefix("__Host-actiondata-session="))
                #expect(setCookie.contains("Secure"))
                #expect(setCookie.contains("Path=/"))
                #expect(!setCookie.contains("Domain"))
                #expect(answer.values("strict-transport-security") == ["max-age=31536000"])
            }
            let local = try await RawHTTP.exchange(port: port, host: "127.0.0.1:\(Self.port)")
            #expect(local.status == 200)
            #expect(Self.cookie(local)?.hasPrefix(ADWebServer.sessionCookie + "=") == true)
            #expect(local.values("strict-transport-security").isEmpty)
            for host in ["evil.example", "forms.example.com:8443", "forms.example.com.evil.example"] {
                let refused = try await RawHTTP.exchange(port: port, host: host)
                #expect(refused.status == 421, "\(host)")
                #expect(refused.values("set-cookie").isEmpty)
            }
        }
    }

    @Test("a post through the public origin must carry that origin; the session cookie works there")
    func postsCarryThePublicOrigin() async throws {
        let deployment = ADWebDeployment(publicOrigins: [try ADWebOrigin("https://forms.example.com")])
        try await live(deployment: deployment) { port in
            let page = try await RawHTTP.exchange(port: port, host: "forms.example.com")
            let cookie = try #require(Self.cookie(page))
            let json = ["Content-Type: application/json", "Cookie: \(cookie)"]
            let origins: [(String, Int)] = [
                ("http://forms.example.com", 403), ("https://evil.example", 403), ("https://forms.example.com:8443", 403),
                ("https://forms.example.com", 200),
            ]
            for (origin, status) in origins {
                let answer = try await RawHTTP.exchange(
                    port: port, host: "forms.example.com", "POST", "/event", headers: json + ["Origin: \(origin)"], body: Self.event)
                #expect(answer.status == status, "\(origin)")
                if status == 200 { #expect(answer.values("strict-transport-security") == ["max-age=31536000"]) }
            }
            let record = try await RawHTTP.exchange(port: port, host: "forms.example.com", "GET", "/record", headers: ["Cookie: \(cookie)"])
            #expect(record.body.contains("typed"))
        }
    }

    @Test("listening on 0.0.0.0 or ::, the loopback names are answered and other hosts get 421", arguments: ["0.0.0.0", "::"])
    func wildcard(host: String) async throws {
        try await live(host: host) { port async throws in
            #expect(try await RawHTTP.exchange(port: port, host: "127.0.0.1:\(Self.port)").status == 200)
            #expect(try await RawHTTP.exchange(port: port, host: "localhost:\(Self.port)").status == 200)
            #expect(try await RawHTTP.exchange(port: port, host: "forms.example.com").status == 421)
            #expect(try await RawHTTP.exchange(port: port, host: "0.0.0.0:\(Self.port)").status == 421)
        }
    }

    /// Forwarded headers a proxy on 127.0.0.1 sends for a client at 203.0.113.7 that asked for
    /// https://forms.example.com, and the header the deployment reads the client's address from.
    static let forwardedHeaders: [(header: String, lines: [String])] = [
        ("X-Forwarded-For", ["X-Forwarded-For: 203.0.113.7", "X-Forwarded-Proto: https", "X-Forwarded-Host: forms.example.com"]),
        ("X-Forwarded-For", ["X-Forwarded-For: 203.0.113.7, 127.0.0.9", "X-Forwarded-Proto: https", "X-Forwarded-Host: forms.example.com"]),
        ("Forwarded", ["Forwarded: for=203.0.113.7;proto=https;host=forms.example.com"]),
        ("Forwarded", [#"Forwarded: for="203.0.113.7:4711", for=127.0.0.9;proto=https;host="forms.example.com""#]),
        ("X-Real-IP", ["X-Real-IP: 203.0.113.7", "X-Forwarded-Proto: https", "X-Forwarded-Host: forms.example.com"]),
    ]

    /// The trusted range, and what the forwarded headers then make of a request from
    /// 127.0.0.1: the session cookie's name, HSTS, and the client address logged.
    static let peers: [(String, String, Bool, String)] = [
        ("127.0.0.0/8", "__Host-actiondata-session=", true, "203.0.113.7"),
        ("10.0.0.0/8", ADWebServer.sessionCookie + "=", false, "127.0.0.1"),
    ]

    @Test(
        "from a trusted proxy, forwarded headers give the client's address (logged), the scheme and the host; from anyone else they change nothing",
        arguments: peers, forwardedHeaders)
    func forwarding(peer: (range: String, cookie: String, secure: Bool, client: String), headers: (header: String, lines: [String])) async throws {
        let logs = LogLines()
        let deployment = try ADWebDeployment(
            publicURLs: ["https://forms.example.com"], trustedProxies: [peer.range], clientAddressHeader: headers.header)
        try await live(deployment: deployment, logs: logs) { port in
            let page = try await RawHTTP.exchange(port: port, host: "127.0.0.1:\(Self.port)", headers: headers.lines)
            #expect(page.status == 200)
            #expect(Self.cookie(page)?.hasPrefix(peer.cookie) == true)
            #expect(page.values("strict-transport-security") == (peer.secure ? ["max-age=31536000"] : []))
            let foreign = try await RawHTTP.exchange(port: port, host: "evil.example", headers: headers.lines).status
            #expect(foreign == (peer.secure ? 200 : 421), "a trusted proxy's forwarded host stands for Host; anyone else's is ignored")
            let refused = try await RawHTTP.exchange(
                port: port, host: "127.0.0.1:\(Self.port)", "POST", "/event", headers: headers.lines + ["Content-Type: text/plain"])
            #expect(refused.status == 415)
        }
        #expect(Set(logs.clients) == [peer.client])
    }

    /// The header the deployment reads the client's address from, the trusted ranges, what a
    /// request from 127.0.0.1 carries, and the client address it is logged under. A client's
    /// own `Forwarded` through a proxy that appends `X-Forwarded-For` (HAProxy's
    /// `option forwardfor`) changes nothing, nor does any header but the configured one.
    static let clientAddresses: [(header: String, trusted: [String], lines: [String], client: String)] = [
        ("X-Forwarded-For", ["127.0.0.0/8"], ["X-Forwarded-For: 203.0.113.7"], "203.0.113.7"),
        ("X-Forwarded-For", ["127.0.0.0/8"], ["Forwarded: for=127.0.0.1", "X-Forwarded-For: 203.0.113.7"], "203.0.113.7"),
        ("X-Forwarded-For", ["127.0.0.0/8"], ["Forwarded: for=198.18.0.1"], "127.0.0.1"),
        ("X-Forwarded-For", ["127.0.0.0/8"], ["X-Real-IP: 198.18.0.1"], "127.0.0.1"),
        ("X-Forwarded-For", ["127.0.0.0/8", "10.0.0.0/8"], ["X-Forwarded-For: 198.18.0.9, 203.0.113.7, 10.1.2.3"], "203.0.113.7"),
        ("X-Forwarded-For", ["127.0.0.0/8"], ["X-Forwarded-For: 198.18.0.9", "X-Forwarded-For: 203.0.113.7"], "203.0.113.7"),
        ("X-Forwarded-For", ["127.0.0.0/8"], ["X-Forwarded-For: [2001:db8::7]:4711"], "2001:db8::7"),
        ("X-Forwarded-For", ["127.0.0.0/8"], ["X-Forwarded-For: 127.0.0.5"], "127.0.0.5"),
        ("X-Forwarded-For", ["127.0.0.0/8"], ["X-Forwarded-For: unknown"], "127.0.0.1"),
        ("X-Forwarded-For", ["10.0.0.0/8"], ["X-Forwarded-For: 203.0.113.7"], "127.0.0.1"),
        ("Forwarded", ["127.0.0.0/8"], [#"Forwarded: for="203.0.113.7:4711", for=127.0.0.9"#, "X-Forwarded-For: 198.18.0.1"], "203.0.113.7"),
        ("Forwarded", ["127.0.0.0/8"], ["Forwarded: for=198.18.0.1, for=203.0.113.7"], "203.0.113.7"),
        ("Forwarded", ["127.0.0.0/8"], ["X-Forwarded-For: 198.18.0.1"], "127.0.0.1"),
        ("X-Real-IP", ["127.0.0.0/8"], ["X-Real-IP: 203.0.113.7", "Forwarded: for=198.18.0.1", "X-Forwarded-For: 198.18.0.2"], "203.0.113.7"),
    ]

    @Test("the client's address is the rightmost hop outside the trusted ranges in the configured header, and no other header's",
          arguments: clientAddresses)
    func clientAddress(header: String, trusted: [String], lines: [String], client: String) async throws {
        let logs = LogLines()
        let deployment = try ADWebDeployment(publicURLs: [], trustedProxies: trusted, clientAddressHeader: header)
        try await live(deployment: deployment, logs: logs) { port in
            // A refusal is logged, under the client's address.
            let refused = try await RawHTTP.exchange(
                port: port, host: "127.0.0.1:\(Self.port)", "POST", "/event", headers: lines + ["Content-Type: text/plain"])
            #expect(refused.status == 415)
        }
        #expect(Set(logs.clients) == [client])
    }

    /// The header the deployment reads the client's address from, what a request from the
    /// trusted proxy at 127.0.0.1 carries, and whether it is then answered over TLS (a
    /// `__Host-` cookie), plainly, or refused (`nil`: 421, https://forms.example.com asked for
    /// over http). Only the configured header's family says the scheme and host, and of
    /// `Forwarded` only the last element, the nearest proxy's.
    static let schemes: [(header: String, lines: [String], secure: Bool?)] = [
        ("X-Forwarded-For", ["X-Forwarded-Proto: https", "X-Forwarded-Host: forms.example.com"], true),
        ("X-Forwarded-For", ["Forwarded: for=203.0.113.7;proto=https;host=forms.example.com"], false),
        ("X-Forwarded-For", ["X-Forwarded-Proto: http", "X-Forwarded-Host: forms.example.com", "Forwarded: proto=https"], nil),
        ("Forwarded", ["Forwarded: proto=http, for=127.0.0.9;proto=https;host=forms.example.com"], true),
        ("Forwarded", ["Forwarded: for=198.18.0.1;proto=https;host=forms.example.com, for=127.0.0.9"], false),
        ("Forwarded", ["X-Forwarded-Proto: https", "X-Forwarded-Host: forms.example.com"], false),
    ]

    @Test("the scheme and host come from the configured header's family alone: a client's own Forwarded never wins", arguments: schemes)
    func scheme(header: String, lines: [String], secure: Bool?) async throws {
        let deployment = try ADWebDeployment(
            publicURLs: ["https://forms.example.com"], trustedProxies: ["127.0.0.0/8"], clientAddressHeader: header)
        try await live(deployment: deployment) { port in
            let page = try await RawHTTP.exchange(port: port, host: "127.0.0.1:\(Self.port)", headers: lines)
            guard let secure else {
                #expect(page.status == 421)
                return
            }
            #expect(page.status == 200)
            #expect(Self.cookie(page)?.hasPrefix(secure ? "__Host-actiondata-session=" : ADWebServer.sessionCookie + "=") == true)
        }
    }

    @Test("a trusted proxy's forwarded host is checked like Host: one this server does not answer for gets 421")
    func forwardedHostIsChecked() async throws {
        let deployment = ADWebDeployment(
            publicOrigins: [try ADWebOrigin("https://forms.example.com")], trustedProxies: [try ADWebAddressRange("127.0.0.1")])
        try await live(deployment: deployment) { port in
            let answer = try await RawHTTP.exchange(
                port: port, host: "forms.example.com", headers: ["X-Forwarded-Host: evil.example", "X-Forwarded-Proto: https"])
            #expect(answer.status == 421)
        }
    }
}

/// The `client` metadata of every line logged, in order.
final class LogLines: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var seen: [String] = []

    var clients: [String] { lock.withLock { seen } }

    fileprivate func record(_ client: String) { lock.withLock { seen.append(client) } }
}

/// A log handler writing the `client` of each line into ``LogLines``.
private struct LogCapture: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        guard let client = (event.metadata?["client"] ?? metadata["client"]) else { return }
        lines.record("\(client)")
    }
}
#endif
