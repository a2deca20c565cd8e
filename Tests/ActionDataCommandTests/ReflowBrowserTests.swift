import Foundation
import Testing

/// The demo form reflows (WCAG 1.4.10), in Chromium, by `Tests/Browser/reflow.py`: at 320 CSS
/// pixels wide, at 200% zoom of a 1280-pixel window, and at 320 pixels right to left (ar), the
/// page's `scrollWidth` stays within its `clientWidth`, every text field lies within the window,
/// and axe-core finds no violations. Skipped, saying why, where Chromium or Playwright is missing.
@Suite(
    "Browser: reflow at 320 px and at 200% zoom",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct ReflowBrowserTests {
    @Test func noScrollingSideways() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-reflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await DemoServer.start(database: folder.appendingPathComponent("categories.sqlite").path)
        let run = try await BrowserTools.run(script: "reflow.py", ["--url", server.url])
        server.stop()
        #expect(run.status == 0, "\(run.output)")
    }
}
