import ActionData
import Foundation
import Testing

@Suite("Binding: focus calls report the controls they changed")
struct BindingFocusChangeTests {
    private func names(_ change: ADFocusChange) -> [String] { change.changedControls.map(\.name) }

    @Test func focusingReportsTheControlTakingTheFocus() {
        let form = BindingFocusTests.Form()
        form.controller.focus(form.first)
        #expect(names(form.controller.lastFocusChange) == ["first"])
        form.controller.focus(form.first)
        #expect(names(form.controller.lastFocusChange).isEmpty, "focusing the focused control changes nothing")
        #expect(form.controller.focus(form.hidden) == false)
        #expect(names(form.controller.lastFocusChange).isEmpty)
    }

    @Test func movingOnReportsBothControlsAndWhatReadTheFinishedEdit() {
        let form = BindingFocusTests.Form()
        form.first.liveUpdate = true
        form.first.onEndEditing = true
        form.controller.focus(form.first)
        form.first.text = "b"
        let before = form.controller.evaluationCount
        form.controller.moveToNext()
        let change = form.controller.lastFocusChange
        #expect(names(change) == ["first", "label", "notes"], "in layout order: the label reads the field first wrote")
        #expect(change.evaluations == form.controller.evaluationCount - before)
        #expect(change.evaluations > 0)
        #expect(change.failures.isEmpty)
        form.controller.moveToPrev()
        #expect(names(form.controller.lastFocusChange) == ["first", "notes"], "nothing was edited, nothing else changed")
    }

    @Test func returnDoneAndCancelReportTheirControls() {
        let form = BindingFocusTests.Form()
        form.controller.focus(form.first)
        #expect(form.controller.returnPressed() == .movedToNext)
        #expect(names(form.controller.lastFocusChange) == ["first", "notes"])
        #expect(form.controller.returnPressed() == .insertLineBreak)
        #expect(names(form.controller.lastFocusChange).isEmpty)
        form.controller.endEditing()
        #expect(names(form.controller.lastFocusChange) == ["notes"])
        form.controller.endEditing()
        #expect(names(form.controller.lastFocusChange).isEmpty, "nothing had the focus")
        form.controller.focus(form.colour)
        form.colour.pick(2)
        form.controller.pickerCancel()
        #expect(names(form.controller.lastFocusChange) == ["colour"])
        form.controller.focus(form.colour)
        form.colour.pick(1)
        form.controller.pickerDone()
        #expect(names(form.controller.lastFocusChange) == ["colour"])
        #expect(form.controller.record["colour"] == "green")
    }

    @Test func anEditThatCannotBeWrittenReportsItsFailure() {
        let quantity = ADTextFieldModel(
            name: "quantity", dataPath: "quantity",
            formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0", locale: Locale(identifier: "en_US_POSIX")))
        quantity.liveUpdate = true
        quantity.onEndEditing = true
        let other = ADTextFieldModel(name: "other", dataPath: "other")
        let controller = ADBindingController(root: ADViewGroup([quantity, other]))
        controller.setRecord(["quantity": 5, "other": "x"])
        controller.focus(quantity)
        quantity.text = "abc"
        controller.focus(other)
        #expect(controller.lastFocusChange.failures.map(\.control) == ["quantity"])
        #expect(controller.lastFocusChange.changedControls.map(\.name) == ["quantity", "other"])
        #expect(controller.record["quantity"] == 5)
    }
}
