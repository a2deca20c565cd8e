@testable import actiondata
import Foundation
import TestSupport
import Testing

/// `actiondata serve`'s identity and permission options: secure by default off loopback, and
/// a permission document checked against the demo's table before the server listens.
@Suite("actiondata serve --identity-headers, --permissions and --allow-anonymous")
struct IdentityOptionTests {
    static let rules = BrowserTools.packageRoot.appendingPathComponent("Deploy/permissions.json").path

    @Test("accepted: loopback without identity, or elsewhere with an identity source or on purpose", arguments: [
        [], ["--host", "127.0.0.2"], ["--host", "::1"], ["--host", "localhost"],
        ["--host", "0.0.0.0", "--allow-anonymous"],
        ["--host", "10.0.0.5", "--identity-headers", "--trusted-proxy", "10.0.0.2/32"],
        ["--identity-headers", "--trusted-proxy", "127.0.0.1/32", "--permissions", rules],
        ["--permissions", rules],
    ])
    func accepted(arguments: [String]) {
        #expect(ServeCommand.refusal(of: arguments) == nil, "\(arguments)")
    }

    @Test("refused, naming what would make it safe", arguments: [
        (["--host", "0.0.0.0"], "--identity-headers"),
        (["--host", "::"], "--allow-anonymous"),
        (["--host", "127.0.0.1.evil"], "--allow-anonymous"),
        (["--identity-headers"], "--trusted-proxy"),
        (["--identity-headers", "--trusted-proxy", "127.0.0.1/32", "--shared"], "--shared"),
        (["--permissions", rules, "--shared"], "--permissions"),
        (["--permissions", "/nonexistent/rules.json"], "/nonexistent/rules.json"),
    ])
    func refused(arguments: [String], naming option: String) {
        let message = ServeCommand.refusal(of: arguments)
        #expect(message?.contains(option) == true, "\(arguments): \(message ?? "accepted")")
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
