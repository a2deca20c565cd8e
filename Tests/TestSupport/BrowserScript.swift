import Foundation

/// The Python Playwright scripts of `Tests/Browser/`, run in Debian's Chromium.
public enum BrowserScript {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Why a browser script cannot run here (no Chromium, no Playwright or axe-core for
    /// Python), or `nil` when it can.
    public static let missing: String? = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            return "needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)"
        }
        let check: (status: Int32, output: String)
        do {
            check = try python(["-c", "import playwright.sync_api, axe_playwright_python"])
        } catch {
            return "needs python3 to run the browser scripts: \(error)"
        }
        guard check.status == 0 else {
            return "needs Playwright and axe-core for Python (pip install playwright axe-playwright-python)"
        }
        return nil
    }()

    /// Runs `Tests/Browser/<script>` with `arguments`, waiting on a thread of its own: a browser
    /// run takes seconds, which would starve the two-thread pool.
    public static func run(_ script: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        let path = packageRoot.appendingPathComponent("Tests/Browser/\(script)").path
        return try await Spawned.onOwnThread { try python([path] + arguments) }
    }

    /// `python3` with `arguments`: its exit status and its output and errors together.
    public static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Spawned.run("/usr/bin/env", ["python3"] + arguments)
    }
}
