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
        _ arguments: [String], folder: URL, port: Int, answer: String? = nil, storage: String? = nil,
        script: URL = BrowserTools.packageRoot.appendingPathComponent("Deploy/run")
    ) async throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["SESSIONS_ANSWER"] = answer
        environment["DEPLOY_STORAGE"] = storage
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

    /// Through HAProxy (`option forwardfor`, which appends `X-Forwarded-For` and would pass
    /// any other header on), from an address of this machine outside loopback: `/metrics` is
    /// answered to a client on loopback only, and a client's own `Forwarded` or
    /// `X-Forwarded-For` naming loopback does not make it one.
    @Test(
        "through the proxy, a client's own Forwarded or X-Forwarded-For naming loopback does not open /metrics",
        .enabled(if: ProxyClient.outsideLoopback != nil, "needs an IPv4 address of this machine outside loopback"))
    func forwardedHeadersDoNotOpenMetrics() async throws {
        let folder = Self.scratch()
        let port = FreePorts.block(of: 4)
        let started = try await Self.deploy(["start"], folder: folder, port: port, storage: "sqlite")
        let proxy = ProxyClient(folder: folder, port: port)
        let outside = try #require(ProxyClient.outsideLoopback)
        let loopback = started.status == 0 ? try await proxy.status("GET", "/metrics") : 0
        var forged: [Int] = []
        if started.status == 0 {
            for headers in [[], ["Forwarded: for=127.0.0.1"], ["X-Forwarded-For: 127.0.0.1"], ["Forwarded: for=::1", "X-Forwarded-For: ::1"]] {
                forged.append(try await proxy.status("GET", "/metrics", headers: headers, from: outside))
            }
        }
        let stopped = try await Self.deploy(["stop"], folder: folder, port: port, storage: "sqlite")
        #expect(started.status == 0, "\(started.output)")
        #expect(loopback == 200, "a client on loopback reads the figures through the proxy")
        #expect(forged == [404, 404, 404, 404], "from \(outside)")
        #expect(stopped.status == 0, "\(stopped.output)")
    }

    /// Through HAProxy, wrong passwords for ever new names, each request naming another address
    /// of its own in `Forwarded` or `X-Forwarded-For`: the node counts them all against the
    /// address the proxy saw, so past its allowance (20 by default) the next attempt waits (429).
    @Test("through the proxy, rotating a client's own Forwarded or X-Forwarded-For does not escape the per-address sign-in limit")
    func rotatedAddressesAreLimited() async throws {
        let folder = Self.scratch()
        let port = FreePorts.block(of: 4)
        let started = try await Self.deploy(["start"], folder: folder, port: port, storage: "sqlite")
        var statuses: [Int] = []
        var steps: [(status: Int32, output: String)] = []
        if started.status == 0 {
            // An account makes the node ask people to sign in, once restarted on the database.
            let database = folder.appendingPathComponent("records.sqlite").path
            steps.append(try await Spawned.onOwnThread {
                try Spawned.run(
                    BrowserTools.executable.path, ["users", "add", "root", "--password-stdin", "--database", database],
                    input: "root's own password\n")
            })
            steps.append(try await Self.deploy(["kill-node", "1"], folder: folder, port: port, storage: "sqlite"))
            steps.append(try await Self.deploy(["start-node", "1"], folder: folder, port: port, storage: "sqlite"))
            let proxy = ProxyClient(folder: folder, port: port)
            if try await proxy.waitFor("/signin") {
                for attempt in 1...23 {
                    let forged = attempt % 2 == 0 ? "Forwarded: for=198.18.0.\(attempt)" : "X-Forwarded-For: 198.18.0.\(attempt)"
                    statuses.append(try await proxy.status(
                        "POST", "/signin", headers: [forged, "Origin: https://forms.test:\(port)"],
                        form: "name=guess\(attempt)&password=wrong+password"))
                }
            }
        }
        let stopped = try await Self.deploy(["stop"], folder: folder, port: port, storage: "sqlite")
        #expect(started.status == 0, "\(started.output)")
        for step in steps { #expect(step.status == 0, "\(step.output)") }
        #expect(statuses.count == 23, "the restarted node answers /signin through the proxy")
        #expect(statuses.prefix(20).allSatisfy { $0 == 401 }, "\(statuses)")
        #expect(statuses.contains(429), "\(statuses)")
        #expect(stopped.status == 0, "\(stopped.output)")
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

/// curl through the recipe's proxy over TLS, as a browser at some address of this machine.
struct ProxyClient {
    /// The recipe's folder (its CA certificate) and HTTPS port.
    let folder: URL
    let port: Int

    /// The status of `method path` through the proxy with `headers` (and `form`, a
    /// URL-encoded body), sent from the local address `from` (by default 127.0.0.1).
    func status(_ method: String, _ path: String, headers: [String] = [], form: String? = nil, from address: String? = nil) async throws -> Int {
        var arguments = [
            "-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "20", "--cacert", folder.appendingPathComponent("ca.crt").path,
            "--resolve", "forms.test:\(port):127.0.0.1", "-X", method,
        ]
        if let address { arguments += ["--interface", address] }
        for header in headers { arguments += ["-H", header] }
        if let form { arguments += ["--data", form] }
        arguments.append("https://forms.test:\(port)\(path)")
        let curl = ExecutableSearch.onPath(["curl"]) ?? "/usr/bin/curl"
        let (_, output) = try await Spawned.onOwnThread { [arguments] in try Spawned.run(curl, arguments) }
        return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Whether `GET path` through the proxy answers 200 within 30 s: a restarted node passes
    /// HAProxy's checks again.
    func waitFor(_ path: String) async throws -> Bool {
        for _ in 0..<120 {
            if try await status("GET", path) == 200 { return true }
            try await Task.sleep(for: .milliseconds(250))
        }
        return false
    }

    /// An IPv4 address of this machine's interfaces that are up, outside 127.0.0.0/8: a
    /// client from it reaches the proxy on 127.0.0.1 as someone other than loopback. `nil`
    /// when there is none.
    static let outsideLoopback: String? = {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let socket = entry.pointee.ifa_addr, socket.pointee.sa_family == sa_family_t(AF_INET),
                entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
            else { continue }
            let bytes = socket.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { withUnsafeBytes(of: $0.pointee.sin_addr) { Array($0) } }
            guard bytes.count == 4, bytes[0] != 127 else { continue }
            return bytes.map(String.init).joined(separator: ".")
        }
        return nil
    }()
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
