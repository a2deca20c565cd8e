import ActionData
import Foundation
import Testing

@Suite("Sync state of a form")
@MainActor
struct FormSyncStateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let conflicts: [String]
        let refusals: [ADFormSyncRefusal]
        let announcement: String?
    }

    nonisolated static let cases: [Case] = [
        Case(testDescription: "no news", conflicts: [], refusals: [], announcement: nil),
        Case(testDescription: "one conflict", conflicts: ["site"], refusals: [],
             announcement: "1 edit lost to a newer one: site."),
        Case(testDescription: "conflicts, one of a whole record", conflicts: ["site", ""], refusals: [],
             announcement: "2 edits lost to newer ones: site, a record."),
        Case(testDescription: "one refusal", conflicts: [], refusals: [ADFormSyncRefusal(field: "price", message: "read only")],
             announcement: "1 change was refused: price (read only)."),
        Case(testDescription: "refusals then conflicts", conflicts: ["notes"],
             refusals: [ADFormSyncRefusal(field: "site", message: "read only"), ADFormSyncRefusal(field: "defects", message: "")],
             announcement: "2 changes were refused: site (read only), defects. 1 edit lost to a newer one: notes."),
    ]

    @Test(arguments: cases)
    func announcement(_ test: Case) {
        let state = ADFormSyncState(newConflictFields: test.conflicts, newRefusals: test.refusals)
        #expect(state.announcement == test.announcement)
        #expect(state.hasNews == (test.announcement != nil))
    }

    @Test func aFailureIsReportedAndNotAnnounced() {
        let state = ADFormSyncState(unpushedChanges: 2, lastSync: Date(timeIntervalSince1970: 0), failure: "offline")
        #expect(state.lastAttemptFailed)
        #expect(state.announcement == nil)
        #expect(!ADFormSyncState().lastAttemptFailed)
    }

    @Test func theFormModelPublishesANewStateOnceAndTheRefreshedControls() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let greeting = ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")
        let other = ADLabelModel(name: "other", dataPath: "site")
        let form = ADFormModel(root: ADViewGroup([name, greeting, other]), record: ["name": "Ada", "site": "Dock 1"])
        let recorder = FormModelRecorder(form)

        let state = ADFormSyncState(unpushedChanges: 1, newConflictFields: ["site"])
        form.syncState = state
        form.syncState = state
        #expect(recorder.formChanges == [.sync])
        #expect(form.syncState == state)
        #expect(form.controller.syncState == state)

        recorder.reset()
        form.refreshFromStore(["name": "Ida", "site": "Dock 1"])
        #expect(recorder.notified == ["name", "greeting"])
        #expect(recorder.formChanges.isEmpty)
        #expect(try form.named("greeting").text == "Hello Ida")
    }
}
