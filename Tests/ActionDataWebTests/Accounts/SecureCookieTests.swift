#if canImport(Glibc)
import ActionDataWeb
import Foundation
import HummingbirdTesting
import Testing

/// Over TLS only the `__Host-` cookies count: a sign-in or session cookie without the prefix —
/// one a plain-HTTP answer or a sibling domain could have planted — is not read there; over
/// plain HTTP only the plain names are, as the server sets them.
@Suite("Sign-in and session cookies: over TLS only the __Host- names")
struct SecureCookieTests {
    /// A node reached at https://forms.example.com, or on its own address over plain HTTP.
    private static func deployment() throws -> ADWebDeployment {
        ADWebDeployment(publicOrigins: [try ADWebOrigin("https://forms.example.com")])
    }

    /// The `Host` a request names — the https public origin (TLS) or the node's own address
    /// (plain HTTP) — the name its sign-in cookie carries a valid token under, and whether the
    /// page then opens signed in (200) or sends to `/signin` (303).
    static let signIns: [(host: String, cookie: String, status: Int)] = [
        ("forms.example.com", "__Host-actiondata-signin", 200),
        ("forms.example.com", "actiondata-signin", 303),
        ("127.0.0.1", "actiondata-signin", 200),
        ("127.0.0.1", "__Host-actiondata-signin", 303),
    ]

    @Test("a valid sign-in token counts only under the cookie name of the request's scheme", arguments: signIns)
    func signInCookie(host: String, cookie: String, status: Int) async throws {
        try await AccountServer.with(on: .sqlite, deployment: try Self.deployment()) { node in
            try await node.server.application(host: "127.0.0.1", port: 0).test(.live) { client in
                let port = try #require(client.port)
                let token = try await Self.signIn(port: port)
                let page = try await RawHTTP.exchange(port: port, host: host, headers: ["Cookie: \(cookie)=\(token)"])
                #expect(page.status == status)
                if status == 303 { #expect(page.values("location") == ["/signin"]) }
            }
        }
    }

    /// The name a TLS request carries its own session's value under, and what `/record` answers:
    /// the session, or 410 (no session named).
    static let sessions: [(cookie: String, status: Int)] = [
        ("__Host-actiondata-session", 200),
        ("actiondata-session", 410),
    ]

    @Test("over TLS a session is read from the __Host- cookie only", arguments: sessions)
    func sessionCookie(cookie: String, status: Int) async throws {
        try await AccountServer.with(on: .sqlite, deployment: try Self.deployment()) { node in
            try await node.server.application(host: "127.0.0.1", port: 0).test(.live) { client in
                let port = try #require(client.port)
                let signIn = "__Host-actiondata-signin=\(try await Self.signIn(port: port))"
                let page = try await RawHTTP.exchange(port: port, host: "forms.example.com", headers: ["Cookie: \(signIn)"])
                let prefix = ADWebServer.secureSessionCookie + "="
                let set = try #require(page.values("set-cookie").first { $0.hasPrefix(prefix) })
                let session = try #require(set.split(separator: ";").first).dropFirst(prefix.count)
                let record = try await RawHTTP.exchange(
                    port: port, host: "forms.example.com", "GET", "/record", headers: ["Cookie: \(signIn); \(cookie)=\(session)"])
                #expect(record.status == status, "\(record.body)")
            }
        }
    }

    /// Ada's sign-in token, signed in over TLS.
    private static func signIn(port: Int) async throws -> String {
        let answer = try await RawHTTP.exchange(
            port: port, host: "forms.example.com", "POST", "/signin",
            headers: ["Origin: https://forms.example.com", "Content-Type: application/x-www-form-urlencoded"],
            body: "name=ada&password=ada+password")
        let prefix = "__Host-actiondata-signin="
        let cookie = try #require(answer.values("set-cookie").first { $0.hasPrefix(prefix) })
        return String(try #require(cookie.split(separator: ";").first).dropFirst(prefix.count))
    }
}
#endif
