import ActionDataWeb
import Foundation
import HTTPTypes
import Testing

/// Failed sign-ins slow down the pair of name and address, and the address, that keep failing,
/// with waits doubling up to a longest one (OWASP's back-off); nothing is counted per account
/// alone, so a stranger's guesses never keep the account's owner out. The address is the one
/// the trusted proxy names in the configured header, whatever else the client sends.
@Suite("Sign-in back-off: per name and address, per address, never per account alone")
struct SignInBackOffTests {
    /// Failures so far, the allowance (below one taken as one), and the wait before the next
    /// attempt, with the first delay 1 s and the longest 15 min (the defaults).
    static let delays: [(failures: Int, allowed: Int, seconds: Int64)] = [
        (0, 0, 0), (0, 3, 0), (2, 3, 0), (3, 3, 1), (4, 3, 2), (5, 3, 4), (12, 3, 512), (13, 3, 900), (14, 3, 900),
        (1_000, 3, 900), (Int.max, 0, 900), (1, 0, 1), (2, -4, 2), (-5, 3, 0),
    ]

    @Test("the wait is nothing within the allowance, then 1 s doubling with each failure, at most the longest delay", arguments: delays)
    func delay(failures: Int, allowed: Int, seconds: Int64) {
        #expect(ADWebSignInLimits().delay(afterFailures: failures, allowed: allowed) == .seconds(seconds))
    }

    /// Limits as given, and as kept: allowances, first and longest delay, window.
    static let clamps: [(given: ADWebSignInLimits, kept: (Int, Int, Duration, Duration, Duration))] = [
        (ADWebSignInLimits(), (3, 20, .seconds(1), .seconds(900), .seconds(86_400))),
        (
            ADWebSignInLimits(failuresPerAccountAndAddress: -1, failuresPerAddress: -1, firstDelay: .zero, longestDelay: .zero, window: .zero),
            (1, 1, .milliseconds(1), .milliseconds(1), .milliseconds(1))
        ),
        (
            ADWebSignInLimits(firstDelay: .seconds(10), longestDelay: .seconds(5), window: .seconds(1)),
            (3, 20, .seconds(10), .seconds(10), .seconds(10))
        ),
    ]

    @Test("limits that cannot hold are raised: allowances of at least one, a delay of at least 1 ms, a longest delay no shorter than the first, a window no shorter than the longest delay",
          arguments: clamps)
    func clamped(given: ADWebSignInLimits, kept: (Int, Int, Duration, Duration, Duration)) {
        #expect(given.failuresPerAccountAndAddress == kept.0)
        #expect(given.failuresPerAddress == kept.1)
        #expect(given.firstDelay == kept.2)
        #expect(given.longestDelay == kept.3)
        #expect(given.window == kept.4)
    }

    /// A deployment whose proxy is the test client (127.0.0.1), naming the client's address in `header`.
    private static func proxied(_ header: String = "X-Forwarded-For") throws -> ADWebDeployment {
        try ADWebDeployment(publicURLs: [], trustedProxies: ["127.0.0.0/8"], clientAddressHeader: header)
    }

    @Test("a stranger's wrong passwords for the admin, however many, do not keep the admin out from another address",
          arguments: AccountDatabase.available)
    func strangerCannotLockOut(on database: AccountDatabase) async throws {
        // The defaults but a long first delay, so the stranger's address still waits at the end.
        let limits = ADWebSignInLimits(firstDelay: .seconds(60))
        try await AccountServer.with(on: database, limits: limits, deployment: try Self.proxied()) { node in
            try await node.test { client in
                var stranger = Visitor(client)
                let strangers = try Visitor.headers([("X-Forwarded-For", "198.51.100.7")])
                var statuses: [HTTPResponse.Status] = []
                for attempt in 1...30 {
                    statuses.append(try await stranger.signIn("root", password: "guess \(attempt)", headers: strangers).status)
                }
                #expect(Set(statuses) == [.unauthorized, .tooManyRequests])
                #expect(statuses.prefix(3).allSatisfy { $0 == .unauthorized }, "three failures answered at once: \(statuses)")
                #expect(try await stranger.signIn("root", headers: strangers).status == .tooManyRequests, "the stranger's address waits")
                var admin = Visitor(client)
                let signedIn = try await admin.signIn("root", headers: try Visitor.headers([("X-Forwarded-For", "203.0.113.9")]))
                #expect(signedIn.status == .seeOther)
                #expect(try await admin.accountName() == "root")
            }
        }
    }

    @Test("past the allowance the wait starts at the first delay and doubles with each failure checked after it",
          arguments: AccountDatabase.available)
    func waitDoubles(on database: AccountDatabase) async throws {
        // Ten seconds, not one: a loaded CI machine took over a second between two sign-ins, so
        // the wait left is checked within a range that still tells a doubled delay from the first.
        let limits = ADWebSignInLimits(failuresPerAccountAndAddress: 2, firstDelay: .seconds(10), longestDelay: .seconds(60))
        try await AccountServer.with(on: database, limits: limits) { node in
            try await node.test { client in
                var guesser = Visitor(client)
                #expect(try await guesser.signIn("ada", password: "guess 1").status == .unauthorized)
                #expect(try await guesser.signIn("ada", password: "guess 2").status == .unauthorized)
                let first = try await guesser.signIn("ada", password: "guess 3")
                #expect(first.status == .tooManyRequests)
                let firstWait = try #require(first.headers[.retryAfter].flatMap { Int($0) })
                #expect((6...10).contains(firstWait), "the first delay, less the time the requests took")
                #expect(first.body.contains("Try again in \(firstWait) seconds."), "\(first.body)")
                try await Task.sleep(for: .milliseconds(10_100))
                #expect(try await guesser.signIn("ada", password: "guess 4").status == .unauthorized, "checked once the wait passed")
                let second = try await guesser.signIn("ada")
                #expect(second.status == .tooManyRequests, "even the right password waits")
                let secondWait = try #require(second.headers[.retryAfter].flatMap { Int($0) })
                #expect((16...20).contains(secondWait), "twice the first delay")
            }
        }
    }

    @Test("a sign-in that succeeds clears its name and address's failures", arguments: AccountDatabase.available)
    func successClears(on database: AccountDatabase) async throws {
        let limits = ADWebSignInLimits(failuresPerAccountAndAddress: 3, firstDelay: .seconds(60))
        try await AccountServer.with(on: database, limits: limits) { node in
            try await node.test { client in
                var ada = Visitor(client)
                var statuses: [HTTPResponse.Status] = []
                for password in ["guess 1", "guess 2", AccountServer.password(of: "ada"), "guess 3", "guess 4", "guess 5", "guess 6"] {
                    statuses.append(try await ada.signIn("ada", password: password).status)
                }
                #expect(statuses == [.unauthorized, .unauthorized, .seeOther, .unauthorized, .unauthorized, .unauthorized, .tooManyRequests])
            }
        }
    }

    /// The header the deployment reads the client's address from, and what else each request
    /// carries: `N` stands for the attempt's number, the client's own rotating value; the
    /// proxy's own entry always names 203.0.113.5.
    static let rotations: [(header: String, fields: [(String, String)])] = [
        ("X-Forwarded-For", [("X-Forwarded-For", "203.0.113.5"), ("Forwarded", "for=198.18.0.N")]),
        ("X-Forwarded-For", [("Forwarded", "for=198.18.0.N;proto=https"), ("X-Forwarded-For", "203.0.113.5")]),
        ("X-Forwarded-For", [("X-Forwarded-For", "198.18.0.N, 203.0.113.5"), ("X-Real-IP", "198.18.0.N")]),
        ("Forwarded", [("Forwarded", "for=198.18.0.N, for=203.0.113.5"), ("X-Forwarded-For", "198.18.0.N")]),
        ("X-Real-IP", [("X-Real-IP", "203.0.113.5"), ("X-Forwarded-For", "198.18.0.N"), ("Forwarded", "for=198.18.0.N")]),
    ]

    @Test("rotating a client's own forwarding headers through the trusted proxy does not escape the address's count",
          arguments: AccountDatabase.available, rotations)
    func rotationDoesNotEscape(on database: AccountDatabase, rotation: (header: String, fields: [(String, String)])) async throws {
        let limits = ADWebSignInLimits(failuresPerAddress: 6, firstDelay: .seconds(60))
        try await AccountServer.with(on: database, limits: limits, deployment: try Self.proxied(rotation.header)) { node in
            try await node.test { client in
                var guesser = Visitor(client)
                var statuses: [HTTPResponse.Status] = []
                for attempt in 1...8 {
                    let fields = rotation.fields.map { name, value in (name, value.replacingOccurrences(of: "N", with: "\(attempt)")) }
                    statuses.append(try await guesser.signIn("name\(attempt)", password: "guess", headers: try Visitor.headers(fields)).status)
                }
                #expect(statuses == Array(repeating: .unauthorized, count: 6) + [.tooManyRequests, .tooManyRequests])
            }
        }
    }
}
