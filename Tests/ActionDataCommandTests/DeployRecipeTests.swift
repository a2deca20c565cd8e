import Foundation
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

    /// Runs `Deploy/run` (or the copy `script`) with `arguments` on the recipe in `folder`
    /// whose HTTPS port is `port`, the nodes' `--sessions-answer` set to `answer` (their
    /// default when `nil`); its exit status and output. Spawned and reaped (``Spawned``): the
    /// nodes, HAProxy and PostgreSQL it starts outlive it.
    private static func deploy(
        _ arguments: [String], folder: URL, port: Int, answer: String? = nil,
        script: URL = BrowserTools.packageRoot.appendingPathComponent("Deploy/run")
    ) async throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["SESSIONS_ANSWER"] = answer
        environment["DEPLOY_DIR"] = folder.path
        environment["DEPLOY_PORT"] = String(port)
        environment["ACTIONDATA"] = BrowserTools.executable.path
        return try await Spawned.onOwnThread { [environment] in try Spawned.run(script.path, arguments, environment: environment) }
    }

    private static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-deploy-\(UUID().uuidString)")
    }

    @Test("through the proxy over TLS: Secure cookie, HSTS, affinity, a killed node's browser goes on through the other with nothing lost")
    func recipe() async throws {
        let folder = Self.scratch()
        let (status, output) = try await Self.deploy(["check"], folder: folder, port: FreePorts.block(of: 4))
        #expect(status == 0, "\(output)")
        #expect(output.contains("ok: TLS"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "Deploy/run check removes what it started")
    }

    /// A checkout in a folder only root may enter (a home directory under mode 0700, a
    /// `mktemp -d` folder): the recipe's PostgreSQL tools run as the `postgres` user, who cannot
    /// enter the folder the script was called from, and must start elsewhere. The recipe is
    /// copied into such a folder and started and stopped from there.
    @Test(
        "started from a checkout in a folder only root may enter (mode 0700)",
        .enabled(if: getuid() == 0, "runs as root: only root's tools switch to the postgres user"))
    func privateCheckout() async throws {
        let checkout = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-private-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: checkout) }
        let recipe = checkout.appendingPathComponent("Deploy")
        try FileManager.default.createDirectory(at: recipe, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: checkout.path)
        for file in ["run", "haproxy.cfg"] {
            try FileManager.default.copyItem(
                at: BrowserTools.packageRoot.appendingPathComponent("Deploy/\(file)"), to: recipe.appendingPathComponent(file))
        }
        let folder = Self.scratch()
        let port = FreePorts.block(of: 4)
        let script = recipe.appendingPathComponent("run")
        let started = try await Self.deploy(["start"], folder: folder, port: port, script: script)
        let stopped = try await Self.deploy(["stop"], folder: folder, port: port, script: script)
        #expect(started.status == 0, "\(started.output)")
        #expect(started.output.contains("https://forms.test:\(port)"), "\(started.output)")
        #expect(stopped.status == 0, "\(stopped.output)")
        // initdb and pg_ctl complain, and some of their steps fail, in a folder they cannot enter.
        for output in [started.output, stopped.output] {
            #expect(!output.contains("could not change directory") && !output.contains("Permission denied"), "\(output)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path), "Deploy/run stop removes what it started")
    }

    /// Chromium through HAProxy over HTTPS (`Tests/Browser/failover.py`): the pinned node is
    /// SIGKILLed while a word is half typed; typing goes on through the other node, every
    /// keystroke is in the field, Save stores the whole word in PostgreSQL, no error is shown,
    /// and the killed node restarts and takes traffic again. With `--sessions-answer applied`
    /// the killed node may take keystrokes it answered and never stored with it: the page
    /// sends them again to the other node.
    @Test(.enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")), arguments: ["stored", "applied"])
    func failoverInABrowser(answer: String) async throws {
        let folder = Self.scratch()
        let port = FreePorts.block(of: 4)
        let started = try await Self.deploy(["start"], folder: folder, port: port, answer: answer)
        guard started.status == 0 else {
            Issue.record("Deploy/run start failed: \(started.output)")
            _ = try await Self.deploy(["stop"], folder: folder, port: port)
            return
        }
        let arguments = ["--url", "https://forms.test:\(port)", "--deploy-dir", folder.path]
        let browser = try await BrowserTools.run(script: "failover.py", arguments)
        let stopped = try await Self.deploy(["stop"], folder: folder, port: port, answer: answer)
        #expect(browser.status == 0, "\(browser.output)")
        #expect(stopped.status == 0, "\(stopped.output)")
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
