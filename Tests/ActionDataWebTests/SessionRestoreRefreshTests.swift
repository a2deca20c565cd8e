import ActionData
import ActionDataWeb
import Testing

/// A session brought back on another node (shared sessions) or from its parking still tells its
/// unsaved edits from what the store holds: reading the record again, or saving onto it, keeps
/// them.
@Suite("Web: a restored session's unsaved edits against the store's copy")
struct SessionRestoreRefreshTests {
    /// What the store holds of the fixture's record after someone else changed its quantity.
    private static func changedElsewhere(_ form: ADWebForm) -> ADRecord {
        var stored = form.controller.savedRecord
        stored["quantity"] = .int(99)
        return stored
    }

    /// The fixture's form with "Kotlin" typed into its name and the field left, parked and
    /// brought back in a new form.
    private static func restoredWithEdit() throws -> ADWebForm {
        let first = WebFormFixture.form()
        _ = try first.handle(ADWebEvent(controlID: "name", action: .input, value: "Kotlin"))
        _ = try first.handle(ADWebEvent(controlID: "name", action: .commit, value: "Kotlin"))
        let restored = WebFormFixture.form()
        try restored.restore(first.sessionState)
        return restored
    }

    @Test("the restored form's saved record is the one last loaded, not the edits made since")
    func savedRecordIsTheLoadedOne() throws {
        let form = try Self.restoredWithEdit()
        #expect(form.controller.savedRecord == WebFormFixture.record)
        #expect(form.controller.record["name"] == .string("Kotlin"))
    }

    @Test("reading the record again keeps the edit and takes the other field")
    func reloadKeepsEdit() throws {
        let form = try Self.restoredWithEdit()
        let update = form.refreshFromStore(Self.changedElsewhere(form))
        #expect(form.controller.record["name"] == .string("Kotlin"))
        #expect(form.controller.record["quantity"] == .int(99))
        #expect(update.notice == "Changed elsewhere: Quantity.")
    }

    @Test("saving onto the store's copy writes the edit and keeps the other field")
    func saveKeepsEdit() async throws {
        let form = try Self.restoredWithEdit()
        let update = await form.save(onto: Self.changedElsewhere(form))
        #expect(update.failures.isEmpty)
        #expect(form.controller.record["name"] == .string("Kotlin"))
        #expect(form.controller.record["quantity"] == .int(99))
        #expect(update.notice == "Saved with what changed elsewhere: Quantity.")
    }
}
