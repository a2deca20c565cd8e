import ActionData
import Foundation
import Testing

@Suite("Form model: events it cannot apply, and the editable kinds")
@MainActor
struct FormModelEventErrorTests {
    @Test func eventsThatCannotApplyThrowAndChangeNothing() throws {
        let form = try personForm()
        let other = try personForm()
        try form.setOn(true, for: form.named("hideDetails"))
        let record = form.record
        let recorder = FormModelRecorder(form)
        let cases: [(ADFormError, () throws -> Void)] = [
            (.notInForm("text field 'name'"), { try form.setText("x", for: other.named("name")) }),
            (.notApplicable(control: "label 'greeting'", event: "on/off"), { try form.setOn(true, for: form.named("greeting")) }),
            (.notApplicable(control: "text field 'name'", event: "a row"), { try form.select(row: ADListIndex(row: 0), in: form.named("name")) }),
            (.notApplicable(control: "stepper 'rating'", event: "a date"), { try form.setDate(Date(), for: form.named("rating")) }),
            (.notApplicable(control: "label 'greeting'", event: "an image"), { try form.chooseImage(nil, for: form.named("greeting")) }),
            (.notApplicable(control: "switch 'subscribed'", event: "increment"), { try form.increment(form.named("subscribed")) }),
            (.unavailable("text field 'email'"), { try form.setText("x", for: form.named("email")) }),
            (.outOfRange(control: "segmented control 'plan'", detail: "no segment 2"), { try form.select(segment: 2, in: form.named("plan")) }),
            (.outOfRange(control: "stepper 'rating'", detail: "nan is not a number"), { try form.setValue(.nan, for: form.named("rating")) }),
        ]
        for (expected, event) in cases {
            #expect(throws: expected) { try event() }
        }
        #expect(recorder.notified.isEmpty)
        #expect(recorder.formChanges.isEmpty)
        #expect(form.record == record)
    }

    @Test func aControlOfAnotherFormIsNotFoundInThisOne() throws {
        let form = try personForm()
        let other = try personForm()
        let foreign = try other.named("name")
        let own = try form.named("name")
        #expect(form.control(for: foreign.bindable) == nil)
        #expect(form.control(for: own.bindable) === own)
    }

    @Test func sliderDateListAndImageEditsReachTheRecord() throws {
        let slider = ADSliderModel(name: "volume", dataPath: "volume", minimumValue: 0, maximumValue: 10)
        let day = ADDatePickerModel(name: "day", dataPath: "day")
        let list = ADListModel(name: "operations")
        list.dataBinding = try ADBindingExpression("[ items ] { selectedItem: current }", kind: .dataSource)
        list.cellBinding = try ADBindingExpression("name")
        let photo = ADImageViewModel(name: "photo", dataPath: "photo")
        photo.validation.persist = true
        (slider.liveUpdate, day.liveUpdate, list.liveUpdate, photo.liveUpdate) = (true, true, true, true)
        let root = ADViewGroup([
            slider, ADLabelModel(name: "volumeLabel", dataPath: "volume"), day, ADLabelModel(name: "dayLabel", dataPath: "day"),
            list, ADLabelModel(name: "current", dataPath: "current.name"), photo,
        ])
        let items: ADValue = [["name": "Copy"], ["name": "Move"]]
        let form = ADFormModel(root: root, record: ["volume": 2.0, "day": .null, "items": items, "current": .null, "photo": ""])
        let recorder = FormModelRecorder(form)

        try form.setValue(42, for: form.named("volume"))
        #expect(try form.named("volume").value == 10, "clamped to the range")
        #expect(try form.named("volume").fraction == 1)
        #expect(try form.named("volumeLabel").text == "10")

        let date = Date(timeIntervalSince1970: 86_400)
        try form.setDate(date, for: form.named("day"))
        #expect(try form.named("day").date == date)
        #expect(form.record["day"] != .null)

        let operations = try form.named("operations")
        #expect(operations.sections.first?.rows.map(\.text) == ["Copy", "Move"])
        try form.select(row: ADListIndex(row: 1), in: operations)
        #expect(operations.selectedRow == ADListIndex(row: 1))
        #expect(try form.named("current").text == "Move")
        #expect(throws: ADFormError.outOfRange(control: "list 'operations'", detail: "no row 5 in section 0")) {
            try form.select(row: ADListIndex(row: 5), in: operations)
        }

        let image = try form.named("photo")
        #expect(image.acceptsChosenImage)
        try form.chooseImage(Data([1, 2, 3]), for: image)
        #expect(image.validationMessage != nil, "not an image")
        #expect(image.imageData == nil)
        try form.chooseImage(pngBytes, for: image)
        #expect(image.validationMessage == nil)
        #expect(image.imageData == pngBytes)
        #expect(form.record["photo"] == .string(pngBytes.base64EncodedString()))

        #expect(recorder.notified == ["volume", "volumeLabel", "day", "dayLabel", "operations", "current", "photo"])
        #expect(recorder.formChanges.isEmpty)
    }
}
