import Foundation
import TestSupport
import Testing

/// Two people with accounts on the demo (`Tests/Browser/signin.py`): `actiondata users add`
/// makes an administrator and a clerk, `actiondata serve --permissions
/// Deploy/permissions.json` serves the demo on that database, and each signs in through the
/// page in Chromium and sees the rows and fields the rules give them.
@Suite(
    "Browser: signing in as two people with accounts",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct BrowserSignInTests {
    @Test func eachPersonSignsInAndSeesTheirRowsAndFields() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-signin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("categories.sqlite")
        for (name, role) in [("root", "admin"), ("carol", "clerk")] {
            let added = try UsersCommandTests.users(
                ["add", name, "--role", role, "--password-stdin"], database: database, input: "\(name) password\n")
            try #require(added.status == 0, "\(added.output)")
        }
        let server = try await DemoServer.start(arguments: [
            "--database", database.path, "--sessions", folder.appendingPathComponent("sessions.sqlite").path,
            "--permissions", BrowserTools.packageRoot.appendingPathComponent("Deploy/permissions.json").path,
        ])
        defer { server.stop() }
        let result = try await BrowserTools.run(script: "signin.py", ["--url", server.url])
        #expect(result.status == 0, "\(result.output)")
    }
}
