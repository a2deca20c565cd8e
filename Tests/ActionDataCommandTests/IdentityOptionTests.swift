@testable import actiondata
import ActionDataSQLite
import ActionDataWeb
import Foundation
import TestSupport
import Testing

/// `actiondata serve`'s identity and permission options: secure by default off loopback, and
/// a permission document checked against the demo's table before the server listens.
@Suite("actiondata serve --identity-headers, --permissions, --allow-anonymous and --allow-any-identity")
struct IdentityOptionTests {
    static let rules = BrowserTools.packageRoot.appendingPathComponent("Deploy/permissions.json").path

    @Test("accepted: loopback without identity, or elsewhere with an identity source or on purpose", arguments: [
        [], ["--host", "127.0.0.2"], ["--host", "::1"], ["--host", "localhost"],
        ["--host", "0.0.0.0", "--allow-anonymous"],
        ["--host", "10.0.0.5", "--identity-headers", "--trusted-proxy", "10.0.0.2/32", "--permissions", rules],
        ["--host", "10.0.0.5", "--identity-headers", "--trusted-proxy", "10.0.0.2/32", "--allow-any-identity"],
        ["--host", "10.0.0.5", "--jwt-jwks", "jwks.json", "--jwt-issuer", "i", "--jwt-audience", "a", "--allow-any-identity"],
        ["--identity-headers", "--trusted-proxy", "127.0.0.1/32"],
        ["--identity-headers", "--trusted-proxy", "127.0.0.1/32", "--permissions", rules],
        ["--permissions", rules],
    ])
    func accepted(arguments: [String]) {
        #expect(ServeCommand.refusal(of: arguments) == nil, "\(arguments)")
    }

    @Test("refused, naming what would make it safe", arguments: [
        (["--host", "0.0.0.0", "--shared"], "--identity-headers"),
        (["--host", "::", "--shared"], "--allow-anonymous"),
        (["--identity-headers"], "--trusted-proxy"),
        (["--host", "10.0.0.5", "--identity-headers", "--trusted-proxy", "10.0.0.2/32"], "--allow-any-identity"),
        (["--host", "0.0.0.0", "--identity-headers", "--trusted-proxy", "10.0.0.2/32"], "--permissions"),
        (["--host", "0.0.0.0", "--jwt-jwks", "jwks.json", "--jwt-issuer", "i", "--jwt-audience", "a"], "--allow-any-identity"),
        (["--identity-headers", "--trusted-proxy", "127.0.0.1/32", "--shared"], "--shared"),
        (["--permissions", rules, "--shared"], "--permissions"),
        (["--permissions", "/nonexistent/rules.json"], "/nonexistent/rules.json"),
        (["--jwt-jwks", "jwks.json"], "--jwt-issuer"),
        (["--jwt-issuer", "https://id.example.com", "--jwt-audience", "forms"], "--jwt-jwks"),
        (["--jwt-jwks", "jwks.json", "--jwt-issuer", "i", "--jwt-audience", "a", "--identity-headers", "--trusted-proxy", "127.0.0.1/32"],
         "choose one"),
        (["--jwt-jwks", "jwks.json", "--jwt-issuer", "i", "--jwt-audience", "a", "--jwt-leeway", "900"], "--jwt-leeway"),
        (["--jwt-jwks", "jwks.json", "--jwt-issuer", "i", "--jwt-audience", "a", "--shared"], "--jwt-jwks"),
    ])
    func refused(arguments: [String], naming option: String) {
        let message = ServeCommand.refusal(of: arguments)
        #expect(message?.contains(option) == true, "\(arguments): \(message ?? "accepted")")
    }

    @Test("the demo off loopback without accounts is refused before it listens, naming every way to make it safe", arguments: [
        ["--host", "0.0.0.0"], ["--host", "::"], ["--host", "127.0.0.1.evil"], ["--host", "10.0.0.5"],
    ])
    func demoWithoutAccounts(arguments: [String]) throws {
        let command = try ServeCommand.parse(arguments)
        let error = try #require(throws: (any Error).self) { _ = try command.identitySource(accounts: nil) }
        let message = ServeCommand.message(for: error)
        for way in ["actiondata users add", "--identity-headers", "--allow-anonymous"] {
            #expect(message.contains(way), "\(message)")
        }
    }

    @Test("a database with accounts makes people sign in, on any address; --identity-headers takes precedence")
    func accountsChosen() async throws {
        let accounts = try await ADWebAccounts(database: ADSQLiteProvider(path: ":memory:"), passwordCost: 4)
        let open = try ServeCommand.parse(["--host", "0.0.0.0"])
        #expect(try open.identitySource(accounts: accounts) == .accounts(accounts))
        let proxied = try ServeCommand.parse(["--host", "0.0.0.0", "--identity-headers", "--trusted-proxy", "10.0.0.2/32", "--allow-any-identity"])
        #expect(try proxied.identitySource(accounts: accounts) == .forwardedHeaders)
        #expect(try ServeCommand.parse([]).identitySource(accounts: nil) == .anonymous)
    }

    @Test("a key set that cannot be read, or holds a secret, is refused naming the file")
    func badKeySet() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-jwks-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"keys": [{"kty": "oct", "k": "c2VjcmV0"}]}"#.utf8).write(to: file)
        for path in [file.path, "/nonexistent/jwks.json"] {
            let command = try ServeCommand.parse(["--jwt-jwks", path, "--jwt-issuer", "https://id.example.com", "--jwt-audience", "forms"])
            let error = try await #require(throws: (any Error).self) { _ = try await command.tokenVerifier() }
            #expect(ServeCommand.message(for: error).contains(path), "\(ServeCommand.message(for: error))")
        }
    }

    @Test("a broken document is refused with its file, line and key")
    func brokenDocument() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-rules-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("{\"tables\": {\"Categories\": {\n  \"clerk\": {\n    \"read\": \"quantty > 3\"\n  }\n}}}\n".utf8).write(to: file)
        let message = ServeCommand.refusal(of: ["--permissions", file.path])
        #expect(message?.contains("\(file.path):3: tables.Categories.clerk.read: error: unknown field 'quantty'; did you mean 'quantity'?") == true,
                "\(message ?? "accepted")")
    }
}

