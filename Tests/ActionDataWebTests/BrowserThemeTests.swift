import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// The page's look in Chromium, by `Tests/Browser/theme.py`: its own colours in light and dark,
/// and a site's style sheet (``ThemeFixture/stylesheet``) and logo overriding them, each with no
/// axe-core violation. Skipped, saying why, where Chromium or Playwright is missing.
@Suite(
    "Browser: the page's theme, light and dark",
    .enabled(if: BrowserScript.missing == nil, Comment(rawValue: BrowserScript.missing ?? "")))
struct BrowserThemeTests {
    private static func application(theme: ADWebTheme) async throws -> some ApplicationProtocol {
        Application(
            router: ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }, theme: theme).router(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    @Test func aThemeOverridesTheColoursAndEveryLookIsAccessible() async throws {
        let theme = try ADWebTheme(
            stylesheet: Data(ThemeFixture.stylesheet.utf8), logo: ADWebLogo(data: ThemeFixture.svg, text: "Example Inc."))
        try await Self.application(theme: ADWebTheme()).test(.live) { plain in
            try await Self.application(theme: theme).test(.live) { themed in
                let run = try await BrowserScript.run("theme.py", [
                    "--url", "http://127.0.0.1:\(try #require(plain.port))/",
                    "--themed-url", "http://127.0.0.1:\(try #require(themed.port))/",
                    "--accent", "rgb(123, 31, 162)", "--background", "rgb(255, 248, 225)",
                    "--dark-accent", "rgb(206, 147, 216)", "--dark-background", "rgb(18, 0, 26)",
                    "--logo-text", "Example Inc.",
                ])
                #expect(run.status == 0, "\(run.output)")
            }
        }
    }
}
