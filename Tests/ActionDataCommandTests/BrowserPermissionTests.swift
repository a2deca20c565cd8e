import Foundation
import TestSupport
import Testing

/// Two people behind an identity-aware proxy on the demo (`Tests/Browser/permissions.py`):
/// `actiondata serve --identity-headers --trusted-proxy 127.0.0.1/32 --permissions
/// Deploy/permissions.json`, each Chromium context sending the headers the proxy would. An
/// administrator sees every row and field; a clerk only the rows and fields the rules give.
@Suite(
    "Browser: two people, two roles, each their rows and fields",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct BrowserPermissionTests {
    @Test func eachPersonSeesTheirRowsAndFields() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-permissions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await DemoServer.start(arguments: [
            "--database", folder.appendingPathComponent("categories.sqlite").path,
            "--sessions", folder.appendingPathComponent("sessions.sqlite").path,
            "--identity-headers", "--trusted-proxy", "127.0.0.1/32",
            "--permissions", BrowserTools.packageRoot.appendingPathComponent("Deploy/permissions.json").path,
        ])
        defer { server.stop() }
        let result = try await BrowserTools.run(script: "permissions.py", ["--url", server.url])
        #expect(result.status == 0, "\(result.output)")
    }
}
