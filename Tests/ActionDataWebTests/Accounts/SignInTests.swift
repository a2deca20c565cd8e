import ActionData
import ActionDataWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Signing in and out of a server whose people have accounts, on SQLite and on PostgreSQL:
/// what each gets, and what a forger, a guesser or another site gets (nothing, and the same
/// nothing).
@Suite("Sign-in: accounts, cookies, limits and forgery")
struct SignInTests {
    @Test("someone not signed in is sent to /signin and gets nothing: no page, no list, no record", arguments: AccountDatabase.available)
    func anonymous(on database: AccountDatabase) async throws {
        try await AccountServer.with(on: database, rules: nil) { node in
            try await node.test { client in
                var visitor = Visitor(client)
                let page = try await visitor.open()
                #expect(page.status == .seeOther)
                #expect(page.headers[.location] == "/signin")
                #expect(try await visitor.send(.get, "/signin").status == .ok)
                #expect(try await visitor.send(.get, "/list").status == .unauthorized)
                #expect(try await visitor.post("/open", #"{"id": "1"}"#).status == .unauthorized)
                #expect(try await visitor.post("/delete").status == .unauthorized)
                #expect(try await visitor.accountName() == nil)
            }
        }
    }

    @Test("a sign-in answers 303 to the page with an HttpOnly, SameSite=Lax cookie, and the page then names the person",
          arguments: AccountDatabase.available)
    func signIn(on database: AccountDatabase) async throws {
        try await AccountServer.with(on: database) { node in
            try await node.test { client in
                var ada = Visitor(client)
                let answer = try await ada.signIn("ada")
                #expect(answer.status == .seeOther)
                #expect(answer.headers[.location] == "/")
                let cookie = try #require(answer.setCookies.first { $0.hasPrefix("actiondata-signin=") })
                #expect(cookie.contains("HttpOnly"))
                #expect(cookie.contains("SameSite=Lax"))
                #expect(!cookie.contains("Secure"), "plain HTTP on loopback")
                #expect(try await ada.open().status == .ok)
                #expect(try await ada.accountName() == "ada")
                #expect(try await ada.titles() == ["Ada's draft", "Ada's approved"])
                var root = Visitor(client)
                try await root.signIn("root")
                #expect(try await root.titles() == ["Ada's draft", "Ada's approved", "Bob's"])
            }
        }
    }

    @Test("over TLS the sign-in cookie is Secure, with the __Host- prefix, and the page takes it")
    func secureCookie() async throws {
        let deployment = ADWebDeployment(publicOrigins: [try ADWebOrigin("https://forms.example.com")])
        try await AccountServer.with(on: .sqlite, deployment: deployment) { node in
            try await node.server.application(host: "127.0.0.1", port: 0).test(.live) { client in
                let port = try #require(client.port)
                let answer = try await RawHTTP.exchange(
                    port: port, host: "forms.example.com", "POST", "/signin",
                    headers: ["Origin: https://forms.example.com", "Content-Type: application/x-www-form-urlencoded"],
                    body: "name=ada&password=ada+password")
                #expect(answer.status == 303)
                let cookie = try #require(answer.values("set-cookie").first { $0.hasPrefix("__Host-actiondata-signin=") })
                for attribute in ["Secure", "HttpOnly", "SameSite=Lax", "Path=/"] { #expect(cookie.contains(attribute), "\(cookie)") }
                #expect(!cookie.contains("Domain"))
                let pair = try #require(cookie.split(separator: ";").first)
                let page = try await RawHTTP.exchange(port: port, host: "forms.example.com", headers: ["Cookie: \(pair)"])
                #expect(page.status == 200)
            }
        }
    }

    @Test("a wrong password and an unknown name get the same status and the same page", arguments: AccountDatabase.available, [
        ("ada", "wrong password"), ("nobody", "ada password"), ("ada'--", "x"), (String(repeating: "a", count: 300), "ada password"),
        ("ada", String(repeating: "p", count: 200)),
    ])
    func refused(on database: AccountDatabase, attempt: (name: String, password: String)) async throws {
        try await AccountServer.with(on: database) { node in
            try await node.test { client in
                var guesser = Visitor(client)
                let answer = try await guesser.signIn(attempt.name, password: attempt.password)
                var reference = Visitor(client)
                let wrongPassword = try await reference.signIn("bob", password: "not bob's")
                #expect(answer.status == .unauthorized)
                #expect(answer.body == wrongPassword.body)
                #expect(answer.body.contains("The name or the password is wrong."))
                #expect(guesser.cookies.isEmpty)
                #expect(try await guesser.accountName() == nil)
            }
        }
    }

    @Test("past the allowance for a name from one address, even the right password from there gets 429 with Retry-After; other names are not held back",
          arguments: AccountDatabase.available)
    func pairLimit(on database: AccountDatabase) async throws {
        let limits = ADWebSignInLimits(failuresPerAccountAndAddress: 3, firstDelay: .seconds(60))
        try await AccountServer.with(on: database, limits: limits) { node in
            try await node.test { client in
                var guesser = Visitor(client)
                for attempt in 1...3 {
                    let answer = try await guesser.signIn("ada", password: "guess \(attempt)")
                    #expect(answer.status == .unauthorized, "attempt \(attempt)")
                }
                let limited = try await guesser.signIn("ada")
                #expect(limited.status == .tooManyRequests)
                let retry = try #require(limited.headers[.retryAfter].flatMap(Int.init))
                #expect((59...60).contains(retry))
                #expect(limited.body.contains("Too many failed sign-ins. Try again in"), "\(limited.body)")
                #expect(guesser.cookies.isEmpty)
                var bob = Visitor(client)
                #expect(try await bob.signIn("bob").status == .seeOther)
            }
        }
    }

    @Test("failures from one address are slowed down whatever names they try, across nodes sharing the database",
          arguments: AccountDatabase.available)
    func addressLimit(on database: AccountDatabase) async throws {
        let limits = ADWebSignInLimits(failuresPerAccountAndAddress: 100, failuresPerAddress: 6, firstDelay: .seconds(60))
        try await AccountServer.with(on: database, limits: limits) { first in
            try await first.test { client in
                var guesser = Visitor(client)
                for attempt in 1...3 {
                    let answer = try await guesser.signIn("name\(attempt)", password: "guess")
                    #expect(answer.status == .unauthorized)
                }
            }
            try await first.withOtherNode(limits: limits) { second in
                try await second.test { client in
                    var guesser = Visitor(client)
                    for attempt in 4...6 {
                        let answer = try await guesser.signIn("name\(attempt)", password: "guess")
                        #expect(answer.status == .unauthorized)
                    }
                    let limited = try await guesser.signIn("root")
                    #expect(limited.status == .tooManyRequests)
                }
            }
        }
    }

    @Test("a sign-in or sign-out from another site, or of another type, is refused", arguments: AccountDatabase.available, [
        ("/signin", "application/x-www-form-urlencoded", "cross-site" as String?, HTTPResponse.Status.forbidden),
        ("/signin", "application/x-www-form-urlencoded", nil, .forbidden),
        ("/signin", "application/json", "same-origin", .unsupportedMediaType),
        ("/signin", "text/plain", "same-origin", .unsupportedMediaType),
        ("/signout", "application/x-www-form-urlencoded", "cross-site", .forbidden),
        ("/signout", "application/x-www-form-urlencoded", nil, .forbidden),
    ])
    func forgery(on database: AccountDatabase, post: (path: String, type: String, site: String?, status: HTTPResponse.Status)) async throws {
        try await AccountServer.with(on: database) { node in
            try await node.test { client in
                var ada = Visitor(client)
                try await ada.signIn("ada")
                var forger = Visitor(client)
                forger.cookies = ada.cookies
                let answer = try await forger.send(.post, post.path, body: "name=root&password=root+password", type: post.type, site: post.site)
                #expect(answer.status == post.status)
                #expect(try await ada.accountName() == "ada", "the sign-in is unchanged")
            }
        }
    }

    @Test("a foreign Origin is refused even with Sec-Fetch-Site missing", arguments: AccountDatabase.available)
    func foreignOrigin(on database: AccountDatabase) async throws {
        try await AccountServer.with(on: database) { node in
            try await node.test { client in
                var forger = Visitor(client)
                let answer = try await forger.send(
                    .post, "/signin", body: "name=ada&password=ada+password", type: "application/x-www-form-urlencoded", site: nil,
                    extra: [.origin: "https://evil.example"])
                #expect(answer.status == .forbidden)
                #expect(forger.cookies.isEmpty)
            }
        }
    }

    @Test("signing out ends the sign-in on every node: its cookie, replayed, is nobody's", arguments: AccountDatabase.available)
    func signOut(on database: AccountDatabase) async throws {
        try await AccountServer.with(on: database, recheck: .zero) { first in
            let kept = try await SignInCapture.cookies(of: first, signingIn: "ada")
            try await first.withOtherNode(recheck: .zero) { second in
                try await second.test { client in
                    var replayed = Visitor(client)
                    replayed.cookies = kept
                    let name = try await replayed.accountName()
                    #expect(name == "ada", "the other node takes the sign-in")
                }
                try await first.test { client in
                    var ada = Visitor(client)
                    ada.cookies = kept
                    let out = try await ada.send(.post, "/signout", type: "application/x-www-form-urlencoded")
                    #expect(out.status == .seeOther)
                    #expect(out.headers[.location] == "/signin")
                    #expect(ada.cookies["actiondata-signin"] == nil)
                }
                try await second.test { client in
                    var replayed = Visitor(client)
                    replayed.cookies = kept
                    let name = try await replayed.accountName()
                    #expect(name == nil)
                    let titles = try await replayed.titles()
                    #expect(titles.isEmpty, "the rules grant nobody signed in nothing")
                }
            }
        }
    }

    @Test("a removed account's sign-in ends at once; a tampered token is nobody's", arguments: AccountDatabase.available)
    func removedAndTampered(on database: AccountDatabase) async throws {
        try await AccountServer.with(on: database, recheck: .zero) { node in
            let kept = try await SignInCapture.cookies(of: node, signingIn: "bob")
            try await node.test { client in
                var tampered = Visitor(client)
                tampered.cookies = kept.mapValues { String($0.dropLast()) + ($0.hasSuffix("A") ? "B" : "A") }
                let forged = try await tampered.accountName()
                #expect(forged == nil)
                var bob = Visitor(client)
                bob.cookies = kept
                let before = try await bob.accountName()
                #expect(before == "bob")
                let removed = try await node.accounts.remove(name: "bob")
                #expect(removed)
                let after = try await bob.accountName()
                #expect(after == nil)
            }
        }
    }

    @Test("signing in drops the form session it had: a session opened before, or by another person, is refused",
          arguments: AccountDatabase.available)
    func sessionRotation(on database: AccountDatabase) async throws {
        try await AccountServer.with(on: database) { node in
            try await node.test { client in
                var ada = Visitor(client)
                try await ada.signIn("ada")
                try await ada.open()
                let adasSession = try #require(ada.cookies[ADWebServer.sessionCookie])
                #expect(try await ada.post("/open", #"{"id": "1"}"#).status == .ok)
                var bob = Visitor(client)
                try await bob.signIn("bob")
                bob.cookies[ADWebServer.sessionCookie] = adasSession
                #expect(try await bob.post("/open", #"{"id": "1"}"#).status == .forbidden)
                #expect(try await bob.send(.get, "/record").status == .forbidden)
                let again = try await ada.signIn("ada")
                #expect(again.setCookies.contains { $0.hasPrefix(ADWebServer.sessionCookie + "=;") })
                #expect(ada.cookies[ADWebServer.sessionCookie] == nil)
            }
        }
    }

    @Test("the page shows New and Delete only to roles whose rules ever allow them", arguments: AccountDatabase.available)
    func buttons(on database: AccountDatabase) async throws {
        let rules = """
            {"tables": {"Items": {"viewer": {"read": true}, "editor": {"read": true, "create": true, "delete": "owner = user.id"}}}}
            """
        try await AccountServer.with(on: database, rules: rules) { node in
            try await node.accounts.add(name: "vera", password: "vera password", roles: ["viewer"])
            try await node.test { client in
                var vera = Visitor(client)
                try await vera.signIn("vera")
                let viewer = try ADRecord(jsonString: try await vera.send(.get, "/account").body)
                #expect(viewer["mayCreate"] == false && viewer["mayDelete"] == false && viewer["signsOut"] == true)
                try await vera.open()
                #expect(try await vera.post("/new").status == .forbidden)
                var ada = Visitor(client)
                try await ada.signIn("ada")
                let editor = try ADRecord(jsonString: try await ada.send(.get, "/account").body)
                #expect(editor["mayCreate"] == true && editor["mayDelete"] == true)
                #expect(editor["roles"] == .array(["editor"]))
            }
        }
    }
}

/// Signs a person in on a node and hands back the cookies their browser then holds.
enum SignInCapture {
    static func cookies(of node: AccountServer, signingIn name: String) async throws -> [String: String] {
        let box = CookieBox()
        try await node.test { client in
            var visitor = Visitor(client)
            try await visitor.signIn(name)
            box.cookies = visitor.cookies
        }
        return box.cookies
    }

    private final class CookieBox: @unchecked Sendable {
        var cookies: [String: String] = [:]
    }
}
