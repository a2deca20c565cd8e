import Foundation
import TestSupport
import Testing

/// The deployment recipe of `Deploy/`: HAProxy terminating TLS in front of two nodes on one
/// private PostgreSQL, checked through the proxy by `Deploy/run check` (affinity, a node
/// SIGKILLed mid-word with nothing lost, the node back). Skipped where haproxy, openssl or
/// PostgreSQL is missing; `.ci/run` installs them.
@Suite(
    "Deploy/run: HAProxy, TLS, two nodes on PostgreSQL, failover",
    .enabled(if: DeployRecipeTests.missing == nil, Comment(rawValue: DeployRecipeTests.missing ?? "")))
struct DeployRecipeTests {
    static let missing: String? = {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/sbin"]
        for tool in ["haproxy", "openssl", "curl"]
        where !path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) {
            return "needs \(tool) (apt-get install \(tool))"
        }
        guard PostgresCluster.isAvailable else { return PostgresCluster.skipReason.rawValue }
        guard FileManager.default.isExecutableFile(atPath: BrowserTools.executable.path) else { return "needs the built actiondata executable" }
        return nil
    }()

    @Test("through the proxy over TLS: Secure cookie, HSTS, affinity, a killed node's browser goes on through the other with nothing lost")
    func recipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-deploy-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = BrowserTools.packageRoot.appendingPathComponent("Deploy/run")
        process.arguments = ["check"]
        var environment = ProcessInfo.processInfo.environment
        environment["DEPLOY_DIR"] = folder.path
        environment["DEPLOY_PORT"] = String(Int.random(in: 30_000...50_000))
        environment["ACTIONDATA"] = BrowserTools.executable.path
        process.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-deploy-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("ok: TLS"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "Deploy/run check removes what it started")
    }
}
