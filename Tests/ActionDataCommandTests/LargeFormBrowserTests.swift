import Foundation
import Testing

/// A form of 2,000 controls (`Load/bigform.py`'s document) served by `actiondata serve` and
/// used in headless Chromium by `Tests/Browser/large_form.py`: every label filled, a label out
/// of view updated by typing, Tab across the page's chunks, find-in-page into a chunk out of
/// view, controls out of view in the accessibility tree, and axe-core. Skipped,
/// saying why, where Chromium or Playwright is missing.
@Suite(
    "Browser: a form of 2,000 controls",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct LargeFormBrowserTests {
    @Test func aLargeFormWorksWhereverItIsRendered() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try await BrowserTools.run(script: "large_form.py", ["--write", folder.path])
        try #require(written.status == 0, "\(written.output)")
        let server = try await DemoServer.start(arguments: [
            folder.appendingPathComponent("form.xib").path, "--record", folder.appendingPathComponent("record.json").path,
            "--sessions", ":memory:",
        ])
        let run = try await BrowserTools.run(script: "large_form.py", ["--url", server.url])
        server.stop()
        #expect(run.status == 0, "\(run.output)")
    }
}
