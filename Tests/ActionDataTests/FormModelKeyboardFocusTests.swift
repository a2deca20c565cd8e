import ActionData
import Testing

@Suite("Form model: a toolkit's focus state kept in step with the focus chain")
@MainActor
struct FormModelKeyboardFocusTests {
    /// Fields a and b (b hidden by the switch `hideB`), a text view, a picker and a label.
    func keyboardForm() -> ADFormModel {
        let a = ADTextFieldModel(name: "a", dataPath: "a")
        let b = ADTextFieldModel(name: "b", dataPath: "b")
        b.hiddenPath = "hideB"
        let notes = ADTextViewModel(name: "notes", dataPath: "notes")
        let hide = ADSwitchModel(name: "hideB", dataPath: "hideB")
        hide.liveUpdate = true
        let colour = ADTextPickerModel(name: "colour", dataPath: "colour", title: "Colour", optionList: ["red", "blue"])
        let root = ADViewGroup([a, b, notes, hide, colour, ADLabelModel(name: "label", dataPath: "a")])
        return ADFormModel(root: root, record: ["a": "1", "b": "2", "notes": "", "hideB": false, "colour": "red"])
    }

    /// One focus move of the toolkit (`nil`: the keyboard went away), and the engine's answer.
    struct Move: Sendable, CustomStringConvertible {
        var to: String?
        var focused: String?
        var keyboard: String?
        var changed: Bool
        var description: String { "to \(to ?? "none")" }
    }

    nonisolated static let moves: [Move] = [
        Move(to: "a", focused: "a", keyboard: "a", changed: true),
        Move(to: "a", focused: "a", keyboard: "a", changed: false),  // the toolkit repeats itself
        Move(to: "notes", focused: "notes", keyboard: "notes", changed: true),
        Move(to: "colour", focused: "colour", keyboard: nil, changed: true),  // the picker opens, no keyboard
        Move(to: nil, focused: "colour", keyboard: nil, changed: false),  // the keyboard closed for it: still open
        Move(to: "b", focused: "b", keyboard: "b", changed: true),
        Move(to: nil, focused: nil, keyboard: nil, changed: true),  // the keyboard dismissed: editing ends
        Move(to: nil, focused: nil, keyboard: nil, changed: false),
    ]

    @Test func eachMoveOfTheToolkitGetsTheEnginesAnswer() throws {
        let form = keyboardForm()
        for move in Self.moves {
            let control = try move.to.map { name throws in try form.named(name) }
            let changed = try form.keyboardFocusDidMove(to: control)
            #expect(form.focusedControl?.name == move.focused, "\(move)")
            #expect(form.keyboardControl?.name == move.keyboard, "\(move)")
            #expect(changed == move.changed, "\(move)")
        }
    }

    @Test func theOpenPickerKeepsItsPickWhenTheKeyboardCloses() throws {
        let form = keyboardForm()
        let colour = try form.named("colour")
        try form.keyboardFocusDidMove(to: form.named("a"))
        try form.keyboardFocusDidMove(to: colour)
        try form.pick(option: 1, in: colour)
        try form.keyboardFocusDidMove(to: nil)
        #expect(colour.pickedOption == 1)
        form.pickerDone()
        #expect(colour.text == "blue")
    }

    @Test func aControlHiddenLiveDoesNotTakeTheFocus() throws {
        let form = keyboardForm()
        try form.keyboardFocusDidMove(to: form.named("a"))
        try form.setOn(true, for: form.named("hideB"))
        let changed = try form.keyboardFocusDidMove(to: form.named("b"))
        #expect(!changed)
        #expect(form.keyboardControl?.name == "a", "the toolkit goes back to the engine's focus")
    }

    @Test func controlsThatTakeNoFocusAreRefused() throws {
        let form = keyboardForm()
        #expect(throws: ADFormError.notApplicable(control: "label 'label'", event: "the focus")) {
            try form.keyboardFocusDidMove(to: form.named("label"))
        }
        #expect(form.focusedControl == nil)
    }

    nonisolated static let keyboardKinds: [(name: String, takesKeyboard: Bool)] = [
        ("a", true), ("notes", true), ("colour", false), ("hideB", false), ("label", false),
    ]

    @Test("text fields and text views take the keyboard", arguments: keyboardKinds)
    func textInputsTakeTheKeyboard(name: String, takesKeyboard: Bool) throws {
        #expect(try keyboardForm().named(name).takesKeyboard == takesKeyboard)
    }
}
