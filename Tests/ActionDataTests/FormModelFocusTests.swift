import ActionData
import Testing

@Suite("Form model: the focus chain, Return, Done and the picker")
@MainActor
struct FormModelFocusTests {
    /// Fields a, b (hidden by the switch `hideB`), c, a picker, and a formatted price.
    func focusForm() -> ADFormModel {
        let a = ADTextFieldModel(name: "a", dataPath: "a")
        let b = ADTextFieldModel(name: "b", dataPath: "b")
        b.hiddenPath = "hideB"
        let c = ADTextFieldModel(name: "c", dataPath: "c")
        for field in [a, b, c] { field.showPrevNextButtons = true }
        let hide = ADSwitchModel(name: "hideB", dataPath: "hideB")
        hide.liveUpdate = true
        let colour = ADTextPickerModel(name: "colour", dataPath: "colour", title: "Colour", optionList: ["red", "green", "blue"])
        colour.liveUpdate = true
        let price = ADTextFieldModel(name: "price", dataPath: "price", formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0.00"))
        price.liveUpdate = true
        price.formatting.locale = .init(identifier: "en_US_POSIX")
        let root = ADViewGroup([
            a, b, c, hide, colour, ADLabelModel(name: "colourLabel", dataPath: "colour"), price, ADLabelModel(name: "label", dataPath: "a"),
        ])
        return ADFormModel(root: root, record: ["a": "1", "b": "2", "c": "3", "hideB": false, "colour": "red", "price": 12.5])
    }

    @Test func nextSkipsAFieldHiddenLiveBeforeMoving() throws {
        let form = focusForm()
        let recorder = FormModelRecorder(form)
        #expect(try form.focus(form.named("a")))
        #expect(recorder.notified == ["a"])
        #expect(recorder.formChanges == [.focus])
        recorder.reset()
        try form.setOn(true, for: form.named("hideB"))
        #expect(recorder.notified == ["hideB", "b"])
        #expect(try form.named("b").isHidden)
        #expect(recorder.formChanges.isEmpty, "a's Next still leads somewhere: its toolbar is unchanged")
        recorder.reset()
        #expect(form.moveToNext())
        #expect(form.focusedControl?.name == "c")
        #expect(recorder.notified == ["a", "c"])
        #expect(recorder.formChanges == [.focus])
        #expect(form.moveToPrevious())
        #expect(form.focusedControl?.name == "a")
    }

    @Test func nextLeavesAFieldHiddenWhileItHasTheFocus() throws {
        let form = focusForm()
        let b = try form.named("b")
        #expect(try form.focus(b))
        try form.setOn(true, for: form.named("hideB"))
        #expect(b.isHidden)
        #expect(b.isFocused, "the engine keeps the focus until the front end moves it")
        let revision = b.revision
        #expect(form.moveToNext())
        #expect(form.focusedControl?.name == "c")
        #expect(!b.isFocused)
        #expect(b.revision == revision + 1)
        #expect(form.moveToPrevious())
        #expect(form.focusedControl?.name == "a")
        #expect(try form.focus(b) == false)
        #expect(form.focusedControl?.name == "a")
    }

    @Test func hidingEveryFollowingFieldDisablesNextAsAFormChange() throws {
        let form = try personForm()
        let age = try form.named("age")
        try form.focus(age)
        #expect(form.accessoryButtons.first { $0.kind == .next }?.isEnabled == true)
        let recorder = FormModelRecorder(form)
        try form.setOn(true, for: form.named("hideDetails"))
        #expect(recorder.formChanges == [.focus])
        #expect(age.accessoryButtons.first { $0.kind == .next }?.isEnabled == false)
        #expect(form.moveToNext() == false)
        #expect(form.focusedControl === age)
    }

    nonisolated static let returns: [(String, ADReturnKeyAction, String?)] = [
        ("name", .movedToNext, "age"),
        ("email", .movedToNext, "phone"),
        ("phone", .closedKeyboard, nil),
    ]

    @Test("Return moves on or closes the keyboard", arguments: returns)
    func returnMovesOrCloses(from: String, action: ADReturnKeyAction, focusedAfter: String?) throws {
        let form = try personForm()
        try form.focus(form.named(from))
        #expect(form.returnPressed() == action)
        #expect(form.focusedControl?.name == focusedAfter)
    }

    @Test func donePublishesTheFieldAgainInItsDisplayFormat() throws {
        let form = focusForm()
        let price = try form.named("price")
        try form.focus(price)
        try form.setText("1234.5", for: price)
        #expect(price.text == "1234.5")
        let recorder = FormModelRecorder(form)
        form.done()
        #expect(price.text == "1,234.50")
        #expect(recorder.notified == ["price"])
        #expect(recorder.formChanges == [.focus])
        #expect(form.focusedControl == nil)
    }

    @Test func thePickerOpensPicksAndIsCancelledOrDone() throws {
        let form = focusForm()
        let colour = try form.named("colour")
        let recorder = FormModelRecorder(form)
        #expect(throws: ADFormError.notPicking("text picker 'colour'")) { try form.pick(option: 1, in: colour) }
        try form.focus(colour)
        #expect(colour.pickedOption == 0)
        #expect(colour.accessoryButtons.map(\.kind) == [.cancel, .done])
        recorder.reset()
        try form.pick(option: 2, in: colour)
        #expect(recorder.notified == ["colour"])
        #expect(recorder.formChanges.isEmpty)
        form.pickerCancel()
        #expect(colour.text == "red")
        #expect(colour.pickedOption == nil)
        try form.focus(colour)
        try form.pick(option: 1, in: colour)
        recorder.reset()
        form.pickerDone()
        #expect(colour.text == "green")
        #expect(try form.named("colourLabel").text == "green")
        #expect(recorder.notified == ["colour", "colourLabel"])
        #expect(form.record["colour"] == "green")
    }

    @Test func aMenuPickerChoosesAtOnce() throws {
        let form = focusForm()
        try form.choose(option: 2, in: form.named("colour"))
        #expect(try form.named("colourLabel").text == "blue")
        #expect(throws: ADFormError.outOfRange(control: "text picker 'colour'", detail: "no option 3")) {
            try form.choose(option: 3, in: form.named("colour"))
        }
    }

    @Test func toolbarButtonsDriveTheChain() throws {
        let form = focusForm()
        try form.focus(form.named("a"))
        form.tap(.next)
        #expect(form.focusedControl?.name == "b")
        form.tap(.previous)
        #expect(form.focusedControl?.name == "a")
        form.tap(.done)
        #expect(form.focusedControl == nil)
    }

    @Test func controlsThatTakeNoFocusAreRefused() throws {
        let form = focusForm()
        #expect(throws: ADFormError.notApplicable(control: "label 'label'", event: "the focus")) {
            try form.focus(form.named("label"))
        }
        #expect(form.focusedControl == nil)
    }
}
