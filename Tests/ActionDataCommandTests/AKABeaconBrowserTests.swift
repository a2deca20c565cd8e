import ActionData
import Foundation
import TestSupport
import Testing

/// The AKABeacon constructs fixture served by `actiondata serve` and used key by key in
/// headless Chromium by `Tests/Browser/akabeacon_form.py`: the table, the object picker, the
/// conditional style, the highlighted text, the wrapping stepper and a transition. Skipped,
/// saying why, where Chromium or Playwright is missing.
@Suite(
    "Browser: the AKABeacon constructs form as a person uses it",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct AKABeaconBrowserTests {
    @Test func constructsFormWorksKeyByKey() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-akabeacon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The fixture's record, with markup in the highlighted name so the page must show it as text.
        var record = try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("AKABeaconConstructs.json")))
        record["fullName"] = "Ada <b>Love</b>lace & Byron"
        let recordPath = folder.appendingPathComponent("record.json").path
        try Data(record.jsonString().utf8).write(to: URL(fileURLWithPath: recordPath))

        let server = try await DemoServer.start(arguments: [
            FixtureFiles.url("AKABeaconConstructs.storyboard").path, "--record", recordPath, "--formatter", "CustomFormatter",
            "--sessions", ":memory:",
        ])
        let run = try await BrowserTools.run(script: "akabeacon_form.py", ["--url", server.url])
        server.stop()
        #expect(run.status == 0, "\(run.output)")
    }
}
