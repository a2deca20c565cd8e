import Foundation
import TestSupport
import Testing

/// The demo app in Chromium in light and dark, without and with a site's theme given on the
/// command line (`serve --stylesheet --logo`): every seeded category, whose outputs carry the
/// colours their records give, has no axe-core violation (`Tests/Browser/theme.py --demo-url`).
@Suite(
    "Browser: the demo app's look, light and dark, with and without a theme",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct BrowserThemeDemoTests {
    @Test func everyCategoryIsAccessibleInEveryLook() async throws {
        let folder = try ThemeFixture.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stylesheet = try ThemeFixture.file("brand.css", Data(ThemeFixture.stylesheet.utf8), in: folder)
        let logo = try ThemeFixture.file("logo.svg", ThemeFixture.svg, in: folder)
        let plain = try await DemoServer.start(arguments: [
            "--database", folder.appendingPathComponent("plain.sqlite").path, "--sessions", ":memory:",
        ])
        defer { plain.stop() }
        let themed = try await DemoServer.start(arguments: [
            "--database", folder.appendingPathComponent("themed.sqlite").path, "--sessions", ":memory:",
            "--stylesheet", stylesheet.path, "--logo", logo.path, "--logo-alt", "Example Inc.",
        ])
        defer { themed.stop() }
        let run = try await BrowserTools.run(script: "theme.py", ["--demo-url", plain.url, "--demo-url", themed.url])
        #expect(run.status == 0, "\(run.output)")
    }
}
