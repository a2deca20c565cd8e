import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// The Category app of `actiondata serve`, driven key by key in headless Chromium by
/// `Tests/Browser/category_app.py` (Playwright for Python, pointed at Debian's Chromium), then
/// checked again after the server restarts on the same SQLite file. `.ci/run` installs both;
/// where either is missing the suite is skipped and says so.
@Suite(
    "Browser: the Category app as a person uses it",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")),
    .serialized)
struct BrowserAppTests {
    @Test func categoryAppWorksKeyByKeyAndKeepsEverythingAcrossARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("categories.sqlite").path
        // The README's picture is retaken only when asked (ACTIONDATA_SCREENSHOT=1), so a test run
        // leaves the checkout as it found it.
        let retake = ProcessInfo.processInfo.environment["ACTIONDATA_SCREENSHOT"] == "1"
        let screenshot = retake
            ? BrowserTools.packageRoot.appendingPathComponent("docs/images/category-app.png").path
            : folder.appendingPathComponent("category-app.png").path

        let first = try await DemoServer.start(database: database)
        let edit = try await BrowserTools.run(["--url", first.url, "--phase", "edit", "--screenshot", screenshot])
        first.stop()
        #expect(edit.status == 0, "\(edit.output)")

        let second = try await DemoServer.start(database: database)
        let restart = try await BrowserTools.run(["--url", second.url, "--phase", "restart"])
        second.stop()
        #expect(restart.status == 0, "\(restart.output)")
    }
}

/// A running `actiondata serve` on a free loopback port.
struct DemoServer {
    let process: Process
    let url: String

    static func start(database: String) async throws -> DemoServer {
        try await start(arguments: ["--database", database])
    }

    /// `actiondata serve` with `arguments` (a document, its record, options) on a free port.
    static func start(arguments: [String]) async throws -> DemoServer {
        for _ in 0..<5 {
            // A port nothing listens on: a random one could be another test's server, which
            // would then answer for this one (seen under CI's load).
            let port = FreePorts.one()
            let process = Process()
            process.executableURL = BrowserTools.executable
            process.arguments = ["serve"] + arguments + ["--host", "127.0.0.1", "--port", String(port)]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<100 where process.isRunning {
                if await isListening(port: port) { return DemoServer(process: process, url: "http://127.0.0.1:\(port)") }
                try await Task.sleep(for: .milliseconds(100))
            }
            process.terminate()
            process.waitUntilExit()
        }
        throw BrowserTools.Failure(message: "actiondata serve did not start")
    }

    /// Runs the browser script `Tests/Browser/<script>` with `--url` and `options` against the
    /// demo app on a fresh SQLite file, which is removed afterwards.
    static func runScript(_ script: String, options: [String] = []) async throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await start(database: folder.appendingPathComponent("categories.sqlite").path)
        defer { server.stop() }
        return try await BrowserTools.run(script: script, ["--url", server.url] + options)
    }

    private static func isListening(port: Int) async -> Bool {
        guard let url = URL(string: "http://127.0.0.1:\(port)/favicon.ico") else { return false }
        return (try? await URLSession.shared.data(from: url)) != nil
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

/// Finds Python with Playwright, Chromium and the built `actiondata`.
enum BrowserTools {
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static let packageRoot = BrowserScript.packageRoot

    /// The `actiondata` executable SwiftPM built next to the test bundle.
    static let executable: URL = {
        let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? "")]
            .map { $0.deletingLastPathComponent().appendingPathComponent("actiondata") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Why the browser test cannot run here, or `nil` when it can.
    static let missing: String? = {
        if let missing = BrowserScript.missing { return missing }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { return "needs the built actiondata executable" }
        return nil
    }()

    /// Runs the Category app's browser script with `arguments`.
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await run(script: "category_app.py", arguments)
    }

    /// Runs the browser script `Tests/Browser/<script>` with `arguments` (`BrowserScript.run`).
    static func run(script: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await BrowserScript.run(script, arguments)
    }
}
