import ActionData
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// Loads the page in headless Chromium and reads the DOM after the page script has run, so
/// the script's rendering of control states is tested in a real browser. `.ci/run` installs
/// Chromium; where it is missing the suite is skipped and says so.
@Suite("Web: the page in a real browser", .enabled(if: Chromium.path != nil, "needs chromium on PATH"))
struct BrowserTests {
    @Test func pageScriptFillsEveryControlFromItsState() async throws {
        let form = WebFormFixture.self
        let application = Application(
            router: ADWebServer(sessions: try await ADWebSessionStore { form.form() }).router(),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let dom = try await Chromium.renderedDOM(of: "http://127.0.0.1:\(port)/")
            #expect(dom.contains(#"<output id="adc-greeting" aria-describedby="adc-greeting-error" aria-disabled="false">Category: Swift File</output>"#))
            #expect(dom.contains(#"<output id="adc-advice" aria-describedby="adc-advice-error" aria-disabled="false">order more</output>"#))
            #expect(dom.contains(#"<progress id="adc-progress" max="1" aria-describedby="adc-progress-error" aria-disabled="false" value="0.5">50%</progress>"#))
            #expect(dom.contains(#"aria-checked="true">Local</button>"#))
            #expect(dom.contains(#"<details class="ad-record" id="ad-record-panel"><summary>Record</summary><pre id="ad-record"></pre></details>"#),
                    "the record panel stays empty until it is opened")
        }
    }
}

enum Chromium {
    static let path = ExecutableSearch.onPath(["chromium", "chromium-browser", "google-chrome"])

    /// The page's DOM after its scripts ran, as headless Chromium serialises it.
    static func renderedDOM(of url: String) async throws -> String {
        let executable = try #require(path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000", "--dump-dom", url,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = try await Task.detached { try output.fileHandleForReading.readToEnd() ?? Data() }.value
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
