import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import TestSupport
import Testing

/// The deployment recipe of `Deploy/`: HAProxy terminating TLS in front of two nodes on one
/// private PostgreSQL, checked through the proxy by `Deploy/run check` (affinity, a node
/// SIGKILLed mid-word with nothing lost, the node back). Skipped where haproxy, openssl or
/// PostgreSQL is missing; `.ci/run` installs them.
@Suite(
    "Deploy/run: HAProxy, TLS, two nodes on PostgreSQL, failover",
    .enabled(if: DeployTools.missing == nil, Comment(rawValue: DeployTools.missing ?? "")), .serialized)
struct DeployRecipeTests {

    /// Runs `Deploy/run` with `arguments` on the recipe in `folder` whose HTTPS port is `port`;
    /// its exit status and output.
    ///
    /// Spawned and reaped here (waitpid) with its output in a file: the nodes, HAProxy and
    /// PostgreSQL it starts outlive it and inherit its descriptors, and Foundation's `Process`
    /// waits for them too.
    private static func deploy(_ arguments: [String], folder: URL, port: Int) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-deploy-\(UUID().uuidString).log")
        // Nothing lost: the log was read; a leftover temporary file is harmless.
        defer { try? FileManager.default.removeItem(at: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let script = BrowserTools.packageRoot.appendingPathComponent("Deploy/run").path
        var environment = ProcessInfo.processInfo.environment
        environment["DEPLOY_DIR"] = folder.path
        environment["DEPLOY_PORT"] = String(port)
        environment["ACTIONDATA"] = BrowserTools.executable.path
        let argv = ([script] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, script, &actions, nil, argv, envp)
        guard spawned == 0 else { return (-1, "Deploy/run could not start (\(spawned))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, try String(contentsOf: log, encoding: .utf8))
    }

    private static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-deploy-\(UUID().uuidString)")
    }

    @Test("through the proxy over TLS: Secure cookie, HSTS, affinity, a killed node's browser goes on through the other with nothing lost")
    func recipe() throws {
        let folder = Self.scratch()
        let (status, output) = try Self.deploy(["check"], folder: folder, port: Int.random(in: 30_000...40_000))
        #expect(status == 0, "\(output)")
        #expect(output.contains("ok: TLS"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "Deploy/run check removes what it started")
    }

    /// Chromium through HAProxy over HTTPS (`Tests/Browser/failover.py`): the pinned node is
    /// SIGKILLed while a word is half typed; typing goes on through the other node, every
    /// keystroke is in the field, Save stores the whole word in PostgreSQL, no error is shown,
    /// and the killed node restarts and takes traffic again.
    @Test(.enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
    func failoverInABrowser() throws {
        let folder = Self.scratch()
        let port = Int.random(in: 40_001...50_000)
        let started = try Self.deploy(["start"], folder: folder, port: port)
        // Nothing lost: a recipe that cannot be stopped leaves processes the test reports no differently.
        defer { _ = try? Self.deploy(["stop"], folder: folder, port: port) }
        try #require(started.status == 0, "\(started.output)")
        let browser = try BrowserTools.run(script: "failover.py", ["--url", "https://forms.test:\(port)", "--deploy-dir", folder.path])
        #expect(browser.status == 0, "\(browser.output)")
    }
}

/// What the recipe needs, found or not.
enum DeployTools {
    /// Why the recipe cannot run here, or `nil` when it can.
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
}
