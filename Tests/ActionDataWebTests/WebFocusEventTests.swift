import ActionData
import ActionDataWeb
import Testing

@Suite("Web: focus, keyboard and masked typing through the engine")
struct WebFocusEventTests {
    /// name, phone (masked), note (text view), colour (picker): every one with the accessory bar.
    static func form() -> ADWebForm {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let phone = ADTextFieldModel(name: "phone", dataPath: "phone", formatting: ADTextFormatting(formatType: .masked, formatPattern: "(###) ###-####"))
        phone.liveUpdate = true
        let hidden = ADTextFieldModel(name: "secret", dataPath: "secret")
        hidden.hiddenPath = "NOT showSecret"
        let note = ADTextViewModel(name: "note", dataPath: "note")
        let color = ADTextPickerModel(name: "color", dataPath: "color", title: "Colour", optionList: ["red", "green", "blue"])
        color.liveUpdate = true
        let shown = ADLabelModel(name: "shown", dataPath: "'phone ' + phone + ', ' + color")
        for field in [name, phone, hidden, note, color] as [ADTextEntryControlModel] {
            field.showPrevNextButtons = true
            field.showDoneButton = true
        }
        let record: ADRecord = ["name": "Ada", "phone": "", "secret": "", "showSecret": false, "note": "", "color": "red"]
        return ADWebForm(title: "Focus", root: ADViewGroup([name, phone, hidden, note, color, shown]), record: record)
    }

    private func edit(_ start: Int, _ end: Int, _ text: String) -> ADValue {
        .record(["start": .int(Int64(start)), "end": .int(Int64(end)), "text": .string(text)])
    }

    @Test func focusGivesTheAccessoryBarAndNextSkipsHiddenControls() throws {
        let form = Self.form()
        let focused = try form.handle(ADWebEvent(controlID: "phone", action: .focus))
        #expect(focused.focus?.controlID == "phone")
        #expect(focused.focus?.buttons.map(\.kind) == [.previous, .next, .done])
        #expect(focused.focus?.buttons.map(\.isEnabled) == [true, true, true])
        let next = try form.handle(ADWebEvent(controlID: "phone", action: .next))
        #expect(next.focus?.controlID == "note", "the hidden field is skipped")
        let previous = try form.handle(ADWebEvent(controlID: "note", action: .previous))
        #expect(previous.focus?.controlID == "phone")
        let done = try form.handle(ADWebEvent(controlID: "phone", action: .done))
        #expect(done.focus?.controlID == nil)
        #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(controlID: "phone", action: .next)) }
    }

    static let typing: [(start: Int, end: Int, text: String, shown: String, caret: Int)] = [
        (0, 0, "8", "(8", 2), (2, 2, "0", "(80", 3), (3, 3, "8", "(808", 4), (4, 4, "5", "(808) 5", 7),
    ]

    @Test func maskedKeystrokesAnswerTheTextAndTheCaret() throws {
        let form = Self.form()
        _ = try form.handle(ADWebEvent(controlID: "phone", action: .focus))
        for step in Self.typing {
            let update = try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(step.start, step.end, step.text)))
            #expect(update.state(of: "phone")?.text == step.shown)
            #expect(update.focus?.caret == step.caret)
        }
        let paste = try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(0, 7, "(808) 555-1212")))
        #expect(paste.state(of: "phone")?.text == "(808) 555-1212")
        #expect(paste.record["phone"] == "8085551212")
        #expect(paste.state(of: "shown")?.text == "phone 8085551212, red")
        let refused = try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(14, 14, "3")))
        #expect(refused.state(of: "phone")?.text == "(808) 555-1212")
        #expect(refused.focus?.caret == 14)
        #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(controlID: "name", action: .edit, value: edit(0, 0, "x"))) }
        #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: "x")) }
    }

    @Test func returnClosesMovesOnOrBreaksTheLine() throws {
        let form = Self.form()
        _ = try form.handle(ADWebEvent(controlID: "name", action: .focus))
        #expect(try form.handle(ADWebEvent(controlID: "name", action: .return)).focus?.returnAction == .movedToNext)
        #expect(form.controller.focusedControl === form.controller.controls[1])
        _ = try form.handle(ADWebEvent(controlID: "note", action: .focus))
        let lineBreak = try form.handle(ADWebEvent(controlID: "note", action: .return))
        #expect(lineBreak.focus?.returnAction == .insertLineBreak)
        #expect(lineBreak.focus?.controlID == "note")
        _ = try form.handle(ADWebEvent(controlID: "color", action: .focus))
        let closed = try form.handle(ADWebEvent(controlID: "color", action: .return))
        #expect(closed.focus?.returnAction == .closedKeyboard)
        #expect(closed.focus?.controlID == nil)
    }

    @Test func pickerCancelRestoresAndDoneKeeps() throws {
        let form = Self.form()
        let opened = try form.handle(ADWebEvent(controlID: "color", action: .focus))
        #expect(opened.focus?.buttons.map(\.kind) == [.cancel, .previous, .next, .done])
        _ = try form.handle(ADWebEvent(controlID: "color", action: .pick, value: 2))
        let cancelled = try form.handle(ADWebEvent(controlID: "color", action: .cancel))
        #expect(cancelled.state(of: "color")?.text == "red")
        #expect(cancelled.record["color"] == "red")
        _ = try form.handle(ADWebEvent(controlID: "color", action: .focus))
        _ = try form.handle(ADWebEvent(controlID: "color", action: .pick, value: 1))
        let done = try form.handle(ADWebEvent(controlID: "color", action: .done))
        #expect(done.state(of: "color")?.text == "green")
        #expect(done.record["color"] == "green")
        #expect(done.state(of: "shown")?.text == "phone , green")
        #expect(throws: ADWebError.self) { try form.handle(ADWebEvent(controlID: "color", action: .pick, value: 9)) }
    }

    @Test func focusAnswersCarryOnlyTheControlsThatChanged() throws {
        let form = Self.form()
        let focused = try form.handle(ADWebEvent(controlID: "phone", action: .focus))
        #expect(focused.states.map(\.id) == ["phone"])
        _ = try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(0, 0, "(808) 555-1212")))
        let next = try form.handle(ADWebEvent(controlID: "phone", action: .next))
        #expect(next.states.map(\.id) == ["phone", "note"], "the phone wrote live already; leaving it changes only the two")
        #expect(next.focus?.controlID == "note")
        _ = try form.handle(ADWebEvent(controlID: "color", action: .focus))
        _ = try form.handle(ADWebEvent(controlID: "color", action: .pick, value: 1))
        let done = try form.handle(ADWebEvent(controlID: "color", action: .done))
        #expect(done.states.map(\.id) == ["color", "shown"], "the picker and the label reading its field")
        #expect(done.state(of: "shown")?.text == "phone 8085551212, green")
        #expect(done.focus?.controlID == nil)
    }

    @Test func aLateKeystrokeNeverOverwritesANewerOne() async throws {
        let form = Self.form()
        _ = try form.handle(ADWebEvent(controlID: "color", action: .focus))
        let name = ADWebEvent(controlID: "name", action: .input, value: "Grace", sequence: 2)
        _ = try form.handle(name)
        let late = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Gra", sequence: 1))
        #expect(late.state(of: "name")?.text == "Grace")
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace Hopper", sequence: 3))
        let saved = await form.save()
        #expect(saved.failures.isEmpty)
        #expect(saved.record["name"] == "Grace Hopper")
    }

    @Test func incompleteMaskedInputIsRefusedAtSaveNamingTheField() async throws {
        let form = Self.form()
        _ = try form.handle(ADWebEvent(controlID: "phone", action: .edit, value: edit(0, 0, "808555")))
        let saved = await form.save()
        #expect(saved.failures.map { saved.statusText(of: $0) } == ["Phone: '(808) 555' is not a text; expected the pattern (###) ###-#### filled in"])
        #expect(saved.failures.map(\.description) == ["text field 'phone' (field phone): '(808) 555' is not a text; expected the pattern (###) ###-#### filled in"],
                "the developer's description names the control by kind and name")
        #expect(saved.record["phone"] == "")
    }

    @Test func refreshRunsRefreshDisplayForNonLiveControls() throws {
        let form = Self.form()
        #expect(form.hasNonLiveControls)
        _ = try form.handle(ADWebEvent(controlID: "name", action: .input, value: "Grace"))
        #expect(form.controller.record["name"] == "Ada")
        let refreshed = form.refresh()
        #expect(refreshed.record["name"] == "Grace")
        #expect(refreshed.failures.isEmpty)
    }

    @Test func refreshChecksTheEditsOnceAndAnswersWhatKeptThemFromBeingSaved() throws {
        let quantity = ADTextFieldModel(name: "quantity", dataPath: "quantity")
        quantity.validation.formula = "quantity > 0"
        quantity.validation.formulaError = "More than none"
        let label = ADLabelModel(name: "label", dataPath: "'x' + quantity")
        let form = ADWebForm(title: "Refresh", root: ADViewGroup([quantity, label]), record: ["quantity": 2])
        _ = try form.handle(ADWebEvent(controlID: "quantity", action: .input, value: "0"))
        var before = form.controller.evaluationCount
        let refused = form.refresh()
        #expect(refused.failures.map(\.message) == ["More than none"])
        #expect(refused.state(of: "quantity")?.error == "More than none")
        #expect(refused.record["quantity"] == 2)
        #expect(form.controller.evaluationCount - before == 2, "the rule once, then the label; the field keeps its edit")
        _ = try form.handle(ADWebEvent(controlID: "quantity", action: .input, value: "3"))
        before = form.controller.evaluationCount
        let saved = form.refresh()
        #expect(saved.failures.isEmpty)
        #expect(saved.state(of: "quantity")?.error == nil)
        #expect(saved.state(of: "label")?.text == "x3")
        #expect(form.controller.evaluationCount - before == 3, "the rule once, then both bindings")
    }
}
