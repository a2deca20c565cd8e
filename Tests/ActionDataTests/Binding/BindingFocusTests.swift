import ActionData
import Testing

@Suite("Binding: focus chain, Return, Done and Cancel")
struct BindingFocusTests {
    final class Form {
        let first = ADTextFieldModel(name: "first", dataPath: "first")
        let label = ADLabelModel(name: "label", dataPath: "first")
        let notes = ADTextViewModel(name: "notes", dataPath: "notes")
        let hidden = ADTextFieldModel(name: "hidden", dataPath: "hiddenField")
        let colour = ADTextPickerModel(name: "colour", dataPath: "colour", title: "Colour", optionList: ["red", "green", "blue"])
        let last = ADTextFieldModel(name: "last", dataPath: "last")
        let controller: ADBindingController

        init() {
            hidden.hiddenPath = "TRUE"
            colour.liveUpdate = true
            let root = ADViewGroup([first, ADViewGroup([label, notes, ADViewGroup([hidden])]), colour, last])
            controller = ADBindingController(root: root)
            controller.setRecord(["first": "a", "notes": "n", "hiddenField": "h", "colour": "red", "last": "z"])
        }
    }

    @Test func chainHoldsTheTextControlsInLayoutOrder() {
        let form = Form()
        #expect(form.controller.focusChain.map(\.name) == ["first", "notes", "hidden", "colour", "last"])
    }

    @Test func nextAndPrevMoveExactlyOneStepSkippingHiddenControls() {
        let form = Form()
        #expect(form.controller.hasNext == false)
        #expect(form.controller.focus(form.first))
        #expect(form.controller.hasPrev == false)
        #expect(form.controller.hasNext)
        var visited: [String] = []
        while form.controller.moveToNext() { visited.append(form.controller.focusedControl?.name ?? "") }
        #expect(visited == ["notes", "colour", "last"])
        #expect(form.controller.hasNext == false)
        #expect(form.controller.moveToPrev())
        #expect(form.controller.focusedControl?.name == "colour")
        #expect(form.controller.moveToPrev())
        #expect(form.controller.focusedControl?.name == "notes")
        #expect(form.controller.focus(form.hidden) == false)
    }

    @Test func returnAdvancesClosesOrBreaksTheLine() {
        let form = Form()
        form.controller.focus(form.first)
        #expect(form.controller.returnPressed() == .movedToNext)
        #expect(form.controller.focusedControl?.name == "notes")
        #expect(form.controller.returnPressed() == .insertLineBreak)
        form.notes.closeOnReturn = true
        #expect(form.controller.returnPressed() == .closedKeyboard)
        #expect(form.controller.focusedControl == nil)
        form.controller.focus(form.last)
        #expect(form.controller.returnPressed() == .closedKeyboard)
        form.first.closeOnReturn = true
        form.controller.focus(form.first)
        #expect(form.controller.returnPressed() == .closedKeyboard)
        #expect(form.controller.returnPressed() == ADReturnKeyAction.none)
    }

    @Test func pickerDoneKeepsAndCancelRestores() {
        let form = Form()
        form.controller.focus(form.colour)
        #expect(form.colour.isPicking)
        #expect(form.colour.pickedIndex == 0)
        form.colour.pick(2)
        form.controller.pickerCancel()
        #expect(form.colour.text == "red")
        #expect(form.colour.isPicking == false)
        #expect(form.controller.record["colour"] == "red")
        form.controller.focus(form.colour)
        form.colour.pick(1)
        form.controller.pickerDone()
        #expect(form.colour.text == "green")
        #expect(form.controller.record["colour"] == "green")
        #expect(form.controller.focusedControl == nil)
    }

    @Test func leavingAnEditedLiveFieldSendsItsUpdate() {
        let form = Form()
        form.first.liveUpdate = true
        form.first.onEndEditing = true
        form.controller.focus(form.first)
        form.first.text = "b"
        form.controller.controlDidChange(form.first)
        #expect(form.label.text == "a")
        form.controller.moveToNext()
        #expect(form.label.text == "b")
    }

    @Test func accessoryButtonsFollowTheControlsOptionsAndTexts() {
        let form = Form()
        form.controller.prevButtonText = "Back"
        form.controller.nextButtonImage = "arrow.right"
        form.first.showPrevNextButtons = true
        form.first.showDoneButton = true
        let buttons = form.controller.accessoryButtons(for: form.first)
        #expect(buttons.map(\.kind) == [.previous, .next, .done])
        #expect(buttons.map(\.isEnabled) == [false, true, true])
        #expect(buttons.map(\.text) == ["Back", "Next", "Done"])
        #expect(buttons.map(\.imageName) == ["", "arrow.right", ""])
        form.controller.cancelButtonText = "Never mind"
        let picker = form.controller.accessoryButtons(for: form.colour)
        #expect(picker.map(\.kind) == [.cancel, .done])
        #expect(picker.first?.text == "Never mind")
        #expect(form.controller.accessoryButtons(for: form.last).isEmpty)
    }
}

@Suite("Binding: discovery")
struct BindingDiscoveryTests {
    @Test func discoveryIsIdempotentAndFindsNestedControlsOnce() {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let label = ADLabelModel(name: "label", dataPath: "name")
        let inner = ADViewGroup([label, name])
        let root = ADViewGroup([name, ADViewGroup([inner]), inner])
        let controller = ADBindingController(root: root)
        controller.updateBindings()
        #expect(controller.controls.map(\.name) == ["name", "label"])
        controller.updateBindings()
        controller.updateBindings()
        #expect(controller.controls.count == 2)
        #expect(controller.focusChain.count == 1)
        let added = ADLabelModel(name: "added", dataPath: "'x'")
        inner.children.append(added)
        controller.updateBindings()
        #expect(controller.controls.map(\.name) == ["name", "label", "added"])
    }

    @Test func cyclesInTheTreeDoNotHang() {
        let group = ADViewGroup([ADLabelModel(name: "a", dataPath: "'a'")])
        group.children.append(group)
        let controller = ADBindingController(root: group)
        controller.updateBindings()
        #expect(controller.controls.count == 1)
    }

    @Test func rebindingKeepsUnsavedEditsAndCountsEachBindingOnce() {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let controller = ADBindingController(root: ADViewGroup([name]), record: ["name": "Ada"])
        controller.updateBindings()
        #expect(name.text == "Ada")
        name.text = "Grace"
        let before = controller.evaluationCount
        controller.updateBindings()
        #expect(name.text == "Grace")
        #expect(controller.evaluationCount == before)
    }

    @Test func updatingBindingsInANewRootBindsItsControlsAndKeepsEdits() {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let controller = ADBindingController(root: ADViewGroup([name]), record: ["name": "Ada", "city": "Paris"])
        controller.updateBindings()
        name.text = "Grace"
        let city = ADLabelModel(name: "city", dataPath: "city")
        controller.updateBindings(in: ADViewGroup([name, city]))
        #expect(controller.controls.map(\.name) == ["name", "city"])
        #expect(name.text == "Grace")
        #expect(city.text == "Paris")
    }

    @Test func badPathsAreReportedWithControlAndPath() {
        let broken = ADLabelModel(name: "broken", dataPath: "name +")
        let colour = ADLabelModel(name: "colour", dataPath: "name")
        colour.colorPath = "'not a colour'"
        let controller = ADBindingController(root: ADViewGroup([broken, colour]))
        controller.setRecord(["name": "Ada"])
        #expect(controller.issues.map(\.control) == ["broken", "colour"])
        #expect(controller.issues.map(\.property) == [.data, .color(.text)])
        #expect(colour.text == "Ada")
        #expect(colour.textColor == nil)
    }

    @Test func unnamedControlsAreNamedByKindAndPosition() {
        let controller = ADBindingController(root: ADViewGroup([ADLabelModel(dataPath: "'a'"), ADTextFieldModel(dataPath: "missing")]))
        controller.setRecord([:])
        #expect(controller.issues.map(\.control) == ["text field #2"])
        #expect(controller.issues.map(\.description) == ["error: text field #2 dataPath 'missing': the record has no field `missing`"])
    }
}

@Suite("Binding: lint")
struct BindingLintTests {
    @Test func lintReportsFormulasEditableFormulaPathsAndPatternsWithoutFilling() {
        let minutes = ADLabelModel(name: "minutes", dataPath: "day",
                                   formatting: ADTextFormatting(formatType: .date, formatPattern: "mm/dd/yyyy"))
        let computed = ADTextFieldModel(name: "computed", dataPath: "price * 2")
        let broken = ADSwitchModel(name: "broken", dataPath: "enabled")
        broken.onColorPath = "compare(enabled,"
        let fine = ADTextFieldModel(name: "fine", dataPath: "name")
        let controller = ADBindingController(root: ADViewGroup([minutes, computed, broken, fine]))
        let issues = controller.lint()
        #expect(issues.map(\.control) == ["minutes", "computed", "broken"])
        #expect(issues.map(\.severity) == [.warning, .error, .error])
        #expect(issues.map(\.property) == [.data, .data, .color(.on)])
        #expect(issues.first?.message.contains("MM") == true)
        #expect(controller.evaluationCount == 0)
        #expect(minutes.text == "")
    }
}
