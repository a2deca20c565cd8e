import Foundation
import Testing

/// Every kind of keyboard input into the demo's masked phone field, in Chromium, by
/// `Tests/Browser/input_kinds.py`: autofill, Android-style composition, focus leaving a
/// composition, cut, word and forward deletion, a refused paste, and the golden table
/// (`Tests/Golden/masked-input.json`) — with the engine's WebAssembly module and without it.
/// Skipped, saying why, where Chromium or Playwright is missing.
@Suite(
    "Browser: every input kind through the engine, with and without WebAssembly",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")),
    .serialized)
struct InputKindsBrowserTests {
    @Test("every input kind into a masked field", arguments: [[], ["--without-wasm"]])
    func inputKinds(options: [String]) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await DemoServer.start(database: folder.appendingPathComponent("categories.sqlite").path)
        let run = try await BrowserTools.run(script: "input_kinds.py", ["--url", server.url] + options)
        server.stop()
        #expect(run.status == 0, "\(run.output)")
    }
}
