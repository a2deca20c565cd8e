import Testing

/// Undo and redo in the demo form, in Chromium, by `Tests/Browser/undo_redo.py`: typing into
/// the name and the masked phone, Ctrl+Z, Shift+Ctrl+Z and the browser's `historyRedo`, each
/// checked in the fields, the label reading the name, the server's record and the focus.
/// Skipped, saying why, where Chromium or Playwright is missing.
@Suite(
    "Browser: undo and redo through the engine",
    .enabled(if: BrowserTools.missing == nil, Comment(rawValue: BrowserTools.missing ?? "")))
struct UndoRedoBrowserTests {
    @Test func undoAndRedo() async throws {
        let run = try await DemoServer.runScript("undo_redo.py")
        #expect(run.status == 0, "\(run.output)")
    }
}
