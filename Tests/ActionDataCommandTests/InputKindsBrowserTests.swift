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
        let run = try await DemoServer.runScript("input_kinds.py", options: options)
        #expect(run.status == 0, "\(run.output)")
    }
}
