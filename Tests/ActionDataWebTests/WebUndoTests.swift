import ActionData
import ActionDataWeb
import ActionDataWebSQLite
import Foundation
import Testing

/// Undo and redo from the browser: the server's session applies them through the engine and
/// answers with the restored control, its readers and the focus; the history is parked with
/// the session.
@Suite("Web: undo and redo")
struct WebUndoTests {
    /// An event the page sends, and what the greeting label shows after it.
    nonisolated static let sessions: [(events: [(String, ADWebEvent.Action, ADValue)], name: String, greeting: String, focus: String?)] = [
        ([("name", .undo, .null)], "Swift File", "Category: Swift File", nil),
        ([("name", .input, "S"), ("name", .input, "Sw"), ("name", .undo, .null)], "Swift File", "Category: Swift File", "name"),
        ([("name", .input, "Kotlin"), ("name", .undo, .null), ("name", .redo, .null)], "Kotlin", "Category: Kotlin", "name"),
        ([("name", .input, "Kotlin"), ("enabled", .commit, false), ("enabled", .undo, .null)], "Kotlin", "Category: Kotlin", "enabled"),
        ([("name", .input, "Kotlin"), ("name", .redo, .null)], "Kotlin", "Category: Kotlin", nil),
    ]

    @Test("undo and redo answer the restored control, its readers and the focus", arguments: sessions)
    func session(events: [(String, ADWebEvent.Action, ADValue)], name: String, greeting: String, focus: String?) throws {
        let form = WebFormFixture.form()
        var last: ADWebUpdate?
        for (id, action, value) in events { last = try form.handle(ADWebEvent(controlID: id, action: action, value: value)) }
        let states = form.states()
        #expect(states.first { $0.id == "name" }?.text == name)
        #expect(states.first { $0.id == "greeting" }?.text == greeting)
        #expect(last?.focus?.controlID == focus)
        if focus == nil { #expect(last?.states.isEmpty == true, "nothing to undo or redo changes nothing") }
    }

    @Test func undoAnswersOnlyTheControlAndWhatReadsIt() throws {
        let form = WebFormFixture.form()
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        let update = try form.handle(ADWebEvent(controlID: "name", action: .undo))
        #expect(Set(update.states.map(\.id)) == ["name", "greeting"])
        #expect(update.focus?.caret == "Swift File".utf16.count)
        #expect(update.record["name"] == "Swift File")
    }

    @Test func aRefreshOrANewRecordClearsTheHistory() throws {
        let form = WebFormFixture.form()
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        _ = form.refresh()
        #expect(try form.handle(ADWebEvent(controlID: "name", action: .undo)).focus == nil)
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Rust"))
        _ = form.load(WebFormFixture.record)
        #expect(try form.handle(ADWebEvent(controlID: "name", action: .undo)).focus == nil)
    }

    @Test func theHistoryIsParkedAndComesBackWithTheSession() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("undo-\(UUID().uuidString).sqlite").path
        defer {
            // Nothing lost: a temporary file left behind is removed with the directory.
            try? FileManager.default.removeItem(atPath: path)
        }
        let before = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: path)) { WebFormFixture.form() }
        let id = await before.open()
        let first = try #require(try await before.session(id: id))
        _ = try await first.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        _ = try await first.handle(ADWebEvent(controlID: "enabled", action: .commit, value: false))
        _ = try await first.handle(ADWebEvent(controlID: "enabled", action: .undo))
        await before.parkAll()
        let after = try await ADWebSessionStore(parking: try ADSQLiteSessionParking(path: path)) { WebFormFixture.form() }
        let session = try #require(try await after.session(id: id))
        let redone = try await session.handle(ADWebEvent(controlID: "name", action: .redo))
        #expect(redone.focus?.controlID == "enabled")
        #expect(await session.record()["enabled"] == false)
        let undone = try await session.handle(ADWebEvent(controlID: "name", action: .undo))
        #expect(undone.focus?.controlID == "enabled")
        _ = try await session.handle(ADWebEvent(controlID: "name", action: .undo))
        #expect(await session.record()["name"] == "Swift File")
        #expect(await session.state()["history"] != nil)
    }

    @Test func aParkedHistoryNamingUnknownControlsIsDropped() throws {
        let form = WebFormFixture.form()
        var state = form.sessionState
        state["history"] = ["undo": [["control": "gone", "after": "x"], "not an entry", ["control": "name", "after": "Kotlin", "before": "Swift File", "caret": -5]]]
        try form.restore(state)
        #expect(form.controller.editHistory.undoEntries.count == 1)
        _ = try form.handle(ADWebEvent(controlID: "name", action: .undo))
        #expect(form.controller.record["name"] == "Swift File")
        let redone = try form.handle(ADWebEvent(controlID: "name", action: .redo))
        #expect(redone.focus?.caret == 0, "a parked caret outside the text is brought within it")
    }
}
