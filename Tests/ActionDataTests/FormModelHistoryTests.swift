import ActionData
import Foundation
import Testing

@Suite("Form model: undo and redo of the user's edits")
@MainActor
struct FormModelHistoryTests {
    /// One step of a user's session.
    enum Step: Sendable, CustomTestStringConvertible {
        case text(String, String)
        case endEditing(String)
        case on(String, Bool)
        case undo(expecting: String?)
        case redo(expecting: String?)

        var testDescription: String {
            switch self {
            case .text(let control, let text): "\(control) ← \"\(text)\""
            case .endEditing(let control): "end \(control)"
            case .on(let control, let isOn): "\(control) \(isOn ? "on" : "off")"
            case .undo(let control): "undo → \(control ?? "nothing")"
            case .redo(let control): "redo → \(control ?? "nothing")"
            }
        }

        @MainActor
        func apply(to form: ADFormModel) throws {
            switch self {
            case .text(let control, let text): try form.setText(text, for: form.named(control))
            case .endEditing(let control):
                guard let editable = try form.named(control).bindable as? any ADEditableBindable else { return }
                form.controller.controlDidEndEditing(editable)
            case .on(let control, let isOn): try form.setOn(isOn, for: form.named(control))
            case .undo(let expected): #expect(form.undo()?.name == expected)
            case .redo(let expected): #expect(form.redo()?.name == expected)
            }
        }
    }

    nonisolated static let sessions: [(steps: [Step], name: String, greeting: String, age: String, nextYear: String)] = [
        ([.undo(expecting: nil)], "Ada", "Hello Ada", "36", "37"),
        ([.redo(expecting: nil)], "Ada", "Hello Ada", "36", "37"),
        ([.text("name", "G"), .text("name", "Gr"), .undo(expecting: "name")], "Ada", "Hello Ada", "36", "37"),
        ([.text("name", "G"), .text("name", "Gr"), .undo(expecting: "name"), .redo(expecting: "name")], "Gr", "Hello Gr", "36", "37"),
        ([.text("name", "G"), .endEditing("name"), .text("name", "Gr"), .undo(expecting: "name")], "G", "Hello G", "36", "37"),
        ([.text("name", "Grace"), .text("age", "40"), .undo(expecting: "age")], "Grace", "Hello Grace", "36", "37"),
        (
            [.text("name", "Grace"), .text("age", "40"), .undo(expecting: "age"), .undo(expecting: "name"), .undo(expecting: nil)],
            "Ada", "Hello Ada", "36", "37"
        ),
        (
            [.text("name", "Grace"), .text("age", "40"), .undo(expecting: "age"), .undo(expecting: "name"), .redo(expecting: "name")],
            "Grace", "Hello Grace", "36", "37"
        ),
        ([.text("name", "Grace"), .undo(expecting: "name"), .text("age", "40"), .redo(expecting: nil)], "Ada", "Hello Ada", "40", "41"),
        ([.text("name", "Grace"), .text("name", "Ada"), .undo(expecting: nil)], "Ada", "Hello Ada", "36", "37"),
    ]

    @Test("undo and redo restore the field, its readers, and name the control to focus", arguments: sessions)
    func session(steps: [Step], name: String, greeting: String, age: String, nextYear: String) throws {
        let form = try personForm()
        for step in steps { try step.apply(to: form) }
        #expect(try form.named("name").text == name)
        #expect(try form.named("greeting").text == greeting)
        #expect(try form.named("age").text == age)
        #expect(try form.named("nextYear").text == nextYear)
        #expect(form.record["name"] == .string(name))
    }

    @Test func undoPublishesOnlyTheControlAndItsReaders() throws {
        let form = try personForm()
        try form.setText("Grace", for: form.named("name"))
        try form.setOn(true, for: form.named("subscribed"))
        let recorder = FormModelRecorder(form)
        #expect(form.undo()?.name == "subscribed")
        #expect(recorder.notified == ["subscribed", "status"])
        #expect(recorder.notifications.values.allSatisfy { $0 == 1 })
    }

    @Test func undoWithNothingToUndoPublishesNothing() throws {
        let form = try personForm()
        let recorder = FormModelRecorder(form)
        #expect(form.undo() == nil)
        #expect(form.redo() == nil)
        #expect(!form.canUndo && !form.canRedo)
        #expect(recorder.notified.isEmpty)
    }

    @Test func fillingOrRefreshingClearsTheHistory() throws {
        let form = try personForm()
        try form.setText("Grace", for: form.named("name"))
        #expect(form.canUndo)
        form.controller.refreshDisplay()
        #expect(!form.canUndo)
        try form.setText("Ada", for: form.named("name"))
        try form.setDataModel(FormPerson(name: "Lin"))
        #expect(!form.canUndo)
        #expect(form.undo() == nil)
        #expect(try form.named("name").text == "Lin")
    }

    @Test func aMaskedFieldUndoesItsKeystrokesAsOneEditAndRedoPutsTheCaretBack() throws {
        let form = try personForm()
        let phone = try form.named("phone")
        var caret = 0
        for digit in "8085551212" {
            caret = try form.typeText(replacing: caret..<caret, with: String(digit), in: phone)
        }
        #expect(phone.text == "(808) 555-1212")
        #expect(form.controller.editHistory.undoEntries.count == 1)
        #expect(form.undo() === phone)
        #expect(phone.text == "")
        let step = form.controller.redo()
        #expect(step?.caret == 14)
        #expect(phone.text == "(808) 555-1212")
    }

    @Test("the history keeps at most its capacity, dropping the oldest", arguments: [1, 3, 10])
    func boundedHistory(capacity: Int) throws {
        let form = try personForm()
        form.controller.restoreEditHistory(ADEditHistory(capacity: capacity))
        for index in 0..<12 {
            try form.setText("\(index)", for: form.named(index.isMultiple(of: 2) ? "name" : "age"))
        }
        #expect(form.controller.editHistory.undoEntries.count == capacity)
        var undone = 0
        while form.undo() != nil { undone += 1 }
        #expect(undone == capacity)
    }
}

@Suite("Binding controller: undo writes the focused control's pending edit first")
@MainActor
struct ControllerHistoryTests {
    @Test func anEditWrittenAtTheEndIsTheOneUndone() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.liveUpdate = true
        let phone = ADTextFieldModel(name: "phone", dataPath: "phone")
        phone.liveUpdate = true
        phone.onEndEditing = true
        let controller = ADBindingController(root: ADViewGroup([name, phone]), record: ["name": "Ada", "phone": ""])
        name.text = "Grace"
        controller.controlDidChange(name)
        controller.focus(phone)
        phone.text = "555"
        controller.controlDidChange(phone)
        #expect(controller.record["phone"] == "")
        #expect(controller.undo()?.control === phone)
        #expect(phone.text == "" && controller.record["phone"] == "")
        #expect(controller.undo()?.control === name)
        #expect(name.text == "Ada")
        #expect(controller.undo() == nil)
    }
}

@Suite("Form model: undoable edits are announced once per history entry")
@MainActor
struct FormModelUndoableEditTests {
    @Test func oneAnnouncementPerEntryNoneForUndoOrRedo() throws {
        let form = try personForm()
        var announced = 0
        let observation = form.observeUndoableEdits { announced += 1 }
        try form.setText("G", for: form.named("name"))
        try form.setText("Gr", for: form.named("name"))
        #expect(announced == 1, "keystrokes in one field are one entry")
        try form.setText("40", for: form.named("age"))
        #expect(announced == 2)
        form.undo()
        form.redo()
        #expect(announced == 2)
        observation.cancel()
    }
}
