import ActionData
import Foundation
import Testing

@Suite("Binding: the spec's Category form")
struct BindingCategoryFormTests {
    @Test func fillShowsEveryControl() throws {
        let form = CategoryForm()
        try form.controller.setDataModel(swiftFileCategory())
        #expect(form.title.text == "Category: Swift File")
        #expect(form.title.textColor == ADColor(red: 255, green: 0, blue: 0))
        #expect(form.name.text == "Swift File")
        #expect(form.description.text == "A file containing swift source code.")
        #expect(form.percentage.value == 80)
        #expect(form.percentage.position == 0.8)
        #expect(form.percentage.minimumTrackColor == ADColor(red: 0, green: 255, blue: 0))
        #expect(form.percentage.thumbColor == ADColor(red: 255, green: 0, blue: 0))
        #expect(form.enabled.isOn)
        #expect(form.enabled.onColor == ADColor(red: 0, green: 255, blue: 0))
        #expect(form.progress.progress == 0.8)
        #expect(form.progress.trackColor == ADColor(red: 0xCC, green: 0xCC, blue: 0xCC))
        #expect(form.quantity.value == 1000)
        #expect(form.quantity.tintColor == ADColor(red: 255, green: 0, blue: 0))
        #expect(form.icon.imageData == pngBytes)
        #expect(form.web.url == URL(string: "https://developer.apple.com/documentation/webkit/wkwebview"))
        #expect(form.web.isHidden == false)
        #expect(form.use.selectedSegment == 0)
        #expect(form.labelColor.text == "orange")
        #expect(form.labelColor.selectedIndex == 2)
        #expect(form.labelColor.textColor == ADColor(red: 255, green: 0x80, blue: 0))
        #expect(form.city.text == "Cupertino")
        #expect(form.controller.issues.isEmpty)
    }

    @Test func editEveryControlReadsBackTheExactModel() throws {
        let form = CategoryForm()
        let original = swiftFileCategory()
        try form.controller.setDataModel(original)
        form.name.text = "Swift Package"
        form.description.text = "A package manifest."
        form.percentage.value = 42.6
        form.quantity.increment()
        form.use.selectedSegment = 1
        form.city.text = "Zürich"
        #expect(form.controller.focus(form.labelColor))
        form.labelColor.pick(CategoryColor.allCases.firstIndex(of: .green) ?? 0)
        form.controller.pickerDone()
        form.enabled.isOn = false

        var expected = original
        expected.name = "Swift Package"
        expected.description = "A package manifest."
        expected.percentage = 43
        expected.quantity = 1001
        expected.use = .web
        expected.labelColor = .green
        expected.enabled = false
        expected.vendor.address.city = "Zürich"
        let edited = try form.controller.getDataModel(BoundCategory.self)
        #expect(edited == expected)
        #expect(form.controller.record["notes"] == "kept as is")
    }

    @Test func untouchedFormReadsBackTheModelUnchanged() throws {
        let form = CategoryForm()
        let original = swiftFileCategory()
        try form.controller.setDataModel(original)
        #expect(try form.controller.getDataModel(BoundCategory.self) == original)
    }

    @Test func switchEnablesTextViewAndTextFieldLive() throws {
        let form = CategoryForm()
        try form.controller.setDataModel(swiftFileCategory())
        #expect(form.description.isEnabled && form.name.isEnabled)
        form.enabled.isOn = false
        let update = form.controller.controlDidChange(form.enabled)
        #expect(form.description.isEnabled == false)
        #expect(form.name.isEnabled == false)
        #expect(form.controller.record["enabled"] == .bool(false))
        #expect(update.path == "enabled")
        #expect(update.refreshedControls.map(\.name) == ["name", "description"])
        #expect(update.evaluations == 2)
        form.enabled.isOn = true
        form.controller.controlDidChange(form.enabled)
        #expect(form.description.isEnabled && form.name.isEnabled)
    }

    @Test func formulaBoundLabelDoesNotWriteBack() throws {
        let form = CategoryForm()
        try form.controller.setDataModel(swiftFileCategory())
        #expect(form.controller.issues.isEmpty)
        try form.controller.updateRecord()
        #expect(form.controller.record.value(at: "Category: Swift File") == nil)
        #expect(form.controller.record.fieldNames.count == 13)
    }
}

@Suite("Binding: decoding failures name the control")
struct BindingDecodingFailureTests {
    @Test func titleThatIsNoEnumCaseNamesTheSegmentedControl() throws {
        let form = CategoryForm()
        form.use.segmentTitles = ["Local", "Web", "FTP"]
        try form.controller.setDataModel(swiftFileCategory())
        #expect(form.use.selectedSegment == 0)
        form.use.selectedSegment = 2
        let error = #expect(throws: ADBindingError.self) { try form.controller.getDataModel(BoundCategory.self) }
        #expect(error?.failures.map(\.control) == ["use"])
        #expect(error?.failures.first?.reason == .decoding)
        #expect(form.controller.record["use"] == "local")
        #expect(form.use.validationError != nil)
    }

    @Test func aNewTitleIsWrittenInTheRecordsLetterCaseSoTheEnumDecodes() throws {
        let form = CategoryForm()
        try form.controller.setDataModel(swiftFileCategory())
        form.use.selectedSegment = 1
        #expect(try form.controller.getDataModel(BoundCategory.self).use == .web)
        #expect(form.controller.record["use"] == "web")
    }
}

@Suite("Binding: the spec's picker colour formula")
struct BindingPickerColourTests {
    @Test func pickingAnOptionRecoloursThePickerLive() {
        let form = CategoryForm()
        form.labelColor.liveUpdate = true
        form.controller.setRecord(["labelColor": "none", "name": "x", "use": "local"])
        #expect(form.labelColor.textColor == ADColor(red: 0, green: 0, blue: 0))
        form.controller.focus(form.labelColor)
        form.labelColor.pick(1)
        #expect(form.labelColor.textColor == ADColor(red: 0, green: 0, blue: 0))
        form.controller.pickerDone()
        #expect(form.controller.record["labelColor"] == "red")
        #expect(form.labelColor.textColor == ADColor(red: 255, green: 0, blue: 0))
    }
}
