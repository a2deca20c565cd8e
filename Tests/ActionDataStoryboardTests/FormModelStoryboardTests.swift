import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("Form model over a storyboard's form")
@MainActor
struct FormModelStoryboardTests {
    /// The form of `ActionDataForm.storyboard` over `Category.json`, as `actiondata serve` builds it.
    func storyboardForm() throws -> ADFormModel {
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("ActionDataForm.storyboard")).makeForm()
        let record = try ADRecord(jsonData: Data(contentsOf: FixtureFiles.url("Category.json")))
        return ADFormModel(root: form.root, record: record)
    }

    func named(_ name: String, in form: ADFormModel) throws -> ADFormControl {
        try #require(form.control(named: name))
    }

    @Test func theStoryboardFormIsEditedFocusedAndSavedEndToEnd() throws {
        let form = try storyboardForm()
        #expect(form.controls.count == 13)
        #expect(form.controls.prefix(4).map(\.name) == ["name", "Stock", "description", "quantity"])
        let stock = try named("Stock", in: form)
        #expect(stock.text == "quantity good")
        #expect(try named("quantity", in: form).text == "1,000")

        var notified: Set<String> = []
        var formChanges: ADFormChanges = []
        let observations = form.controls.map { control in control.observe { notified.insert(control.name) } }
            + [form.observe { formChanges.formUnion($0) }]
        #expect(observations.count == form.controls.count + 1)

        try form.setOn(false, for: named("enabled", in: form))
        #expect(notified == ["enabled", "Stock"], "only the label whose hidden path reads `enabled`")
        #expect(stock.isHidden)
        #expect(formChanges.isEmpty)

        let description = try named("description", in: form)
        try form.focus(description)
        #expect(formChanges == [.focus])
        try form.setText("Swift source", for: description)
        #expect(form.moveToNext())
        let quantity = try named("quantity", in: form)
        #expect(quantity.isFocused)
        try form.setText("abc", for: quantity)
        #expect(form.returnPressed() == .movedToNext)
        let picker = try named("labelColor", in: form)
        #expect(picker.isFocused)
        #expect(picker.pickerTitle == "Label Colour")
        #expect(picker.accessibilityName == "Label Colour")
        #expect(picker.pickedOption == picker.options.firstIndex(of: "orange"))
        try form.pick(option: #require(picker.options.firstIndex(of: "green")), in: picker)
        form.pickerDone()
        #expect(picker.text == "green")
        #expect(form.focusedControl == nil)
        try form.select(segment: 1, in: named("use", in: form))

        let before = form.record
        notified = []
        let error = try #require(throws: ADBindingError.self) { try form.saveRecord() }
        #expect(error.failures.map(\.control) == ["quantity"])
        #expect(form.record == before)
        #expect(quantity.validationMessage != nil)
        #expect(notified == ["quantity"])
        #expect(form.saveState == .failed(error.failures))

        try form.setText("250", for: quantity)
        try form.saveRecord()
        #expect(form.saveState == .saved)
        #expect(quantity.validationMessage == nil)
        #expect(form.record["description"] == "Swift source")
        #expect(form.record["quantity"] == 250)
        #expect(form.record["labelColor"] == "green")
        #expect(form.record["use"] == "web")
        #expect(form.record["enabled"] == false)
        #expect(form.record["name"] == "Swift File", "untouched fields stay")

        form.refresh()
        #expect(stock.text == "quantity good")
        #expect(try named("percentage", in: form).value == 100)
        #expect(try named("url", in: form).url?.host == "developer.apple.com")
    }

    /// What the SwiftUI views do with a storyboard's form: find each control by its data path,
    /// mirror the keyboard focus, send whole-text edits, Save.
    @Test func theStoryboardFormIsDrivenAsTheSwiftUIViewsDriveIt() throws {
        let form = try storyboardForm()
        let quantity = try #require(form.control(boundTo: "quantity"))
        #expect(quantity.kind == .textField, "the first control bound to the path, in layout order")
        let description = try #require(form.control(boundTo: "description"))
        let stock = try named("Stock", in: form)

        #expect(try form.keyboardFocusDidMove(to: description))
        #expect(form.keyboardControl === description)
        try form.replaceText(with: description.text + " Updated.", in: description)
        #expect(try form.keyboardFocusDidMove(to: quantity))
        #expect(form.keyboardControl === quantity)
        try form.replaceText(with: "5", in: quantity)
        #expect(try form.keyboardFocusDidMove(to: nil))
        #expect(form.keyboardControl == nil)

        #expect(form.refresh().isEmpty)
        #expect(form.record["quantity"] == 5)
        #expect(form.record["description"] == "A file containing swift source code. Updated.")
        #expect(stock.text == "order more product")
    }
}
