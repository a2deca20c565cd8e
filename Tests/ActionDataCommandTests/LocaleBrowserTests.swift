import Foundation
import Testing

/// The demo form in the user's own locale, in Chromium, by `Tests/Browser/user_locale.py`: a
/// browser set to de-DE, fr-FR and ar gets the page's `lang` and `dir` (`rtl` for ar), sees the
/// price in its own notation, types one and the record holds the number. Skipped, saying why,
/// where Chromium or Playwright is missing.
@Suite(
    "Browser: numbers in the user's locale, right to left for Arabic",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct LocaleBrowserTests {
    @Test func deDEfrFRandAr() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await DemoServer.start(database: folder.appendingPathComponent("categories.sqlite").path)
        let run = try await BrowserTools.run(script: "user_locale.py", ["--url", server.url])
        server.stop()
        #expect(run.status == 0, "\(run.output)")
    }
}
