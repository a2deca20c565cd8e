import ActionData
import Foundation
import Testing

@Suite("Binding: validation and all-or-nothing read-back")
struct BindingValidationTests {
    @Test func abcInANumberFieldNamesTheFieldAndKeepsTheModel() throws {
        let form = CategoryForm()
        let quantityText = ADTextFieldModel(name: "quantityText", dataPath: "quantity",
                                            formatting: ADTextFormatting(formatType: .number, formatPattern: "#,##0", locale: Locale(identifier: "en_US_POSIX")))
        form.controller.root = ADViewGroup([form.controller.root, quantityText])
        let original = swiftFileCategory()
        try form.controller.setDataModel(original)
        #expect(quantityText.text == "1,000")
        form.name.text = "Renamed"
        quantityText.text = "abc"
        let error = #expect(throws: ADBindingError.self) { try form.controller.getDataModel(BoundCategory.self) }
        #expect(error?.failures.count == 1)
        #expect(error?.failures.first?.control == "quantityText")
        #expect(error?.failures.first?.path == "quantity")
        #expect(error?.failures.first?.reason == .conversion)
        #expect(error?.description.contains("quantity") == true)
        #expect(quantityText.validationError != nil)
        #expect(form.controller.record["name"] == "Swift File")
        #expect(form.controller.record["quantity"] == 1000)
        quantityText.text = "1,000"
        form.name.text = "Swift File"
        #expect(try form.controller.getDataModel(BoundCategory.self) == original)
        #expect(quantityText.validationError == nil)
    }

    @Test func everyFailingControlIsListed() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.validation.required = true
        name.validation.requiredError = "Enter a name"
        let age = ADTextFieldModel(name: "age", dataPath: "age")
        age.validation.fieldTypeError = "Age must be a whole number"
        let score = ADSliderModel(name: "score", dataPath: "score", minimumValue: 0, maximumValue: 100)
        score.validation.formula = "score <= 10"
        score.validation.formulaError = "At most 10"
        let fine = ADTextFieldModel(name: "city", dataPath: "city")
        let controller = ADBindingController(root: ADViewGroup([name, age, score, fine]))
        let record: ADRecord = ["name": "Ada", "age": 36, "score": 5, "city": "London"]
        controller.setRecord(record)
        name.text = "  "
        age.text = "thirty"
        fine.text = "Paris"
        #expect(controller.validate().map(\.control) == ["name", "age"])
        age.text = "37"
        score.value = 50
        let failures = controller.validate()
        #expect(failures.map(\.control) == ["name", "score"])
        #expect(failures.map(\.message) == ["Enter a name", "At most 10"])
        #expect(failures.map(\.reason) == [.required, .rule])
        #expect(throws: ADBindingError.self) { try controller.updateRecord() }
        #expect(controller.record == record)
        #expect(name.validationError == "Enter a name")
        #expect(age.validationError == nil)
        name.text = "Grace"
        score.value = 9
        try controller.updateRecord()
        #expect(controller.record == ["name": "Grace", "age": 37, "score": 9, "city": "Paris"])
        #expect(controller.validate().isEmpty)
    }

    @Test func requiredChecksUntouchedControlsToo() {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.validation.required = true
        let controller = ADBindingController(root: ADViewGroup([name]))
        controller.setRecord(["name": .null])
        #expect(controller.validate().map(\.reason) == [.required])
        #expect(name.validationError == "a value is required")
    }

    @Test func persistFalseNeverWrites() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.validation.persist = false
        name.liveUpdate = true
        let controller = ADBindingController(root: ADViewGroup([name]))
        controller.setRecord(["name": "Ada"])
        name.text = "Grace"
        #expect(controller.controlDidChange(name).path == nil)
        try controller.updateRecord()
        #expect(controller.record == ["name": "Ada"])
    }

    @Test func formulaBoundEditableControlNeverWritesAndIsLinted() throws {
        let shout = ADTextFieldModel(name: "shout", dataPath: "upper(name)")
        shout.liveUpdate = true
        let controller = ADBindingController(root: ADViewGroup([shout]))
        controller.setRecord(["name": "Ada"])
        #expect(shout.text == "ADA")
        #expect(controller.issues.map(\.severity) == [ADWriteBackRule.severity])
        #expect(controller.issues.first?.property == .data)
        shout.text = "x"
        controller.controlDidChange(shout)
        try controller.updateRecord()
        #expect(controller.record == ["name": "Ada"])
    }

    @Test func conflictingPathFailsWithoutWriting() {
        let inner = ADTextFieldModel(name: "inner", dataPath: "name.first")
        let controller = ADBindingController(root: ADViewGroup([inner]))
        controller.setRecord(["name": "Ada"])
        inner.text = "Grace"
        let error = #expect(throws: ADBindingError.self) { try controller.updateRecord() }
        #expect(error?.failures.map(\.reason) == [.conflict])
        #expect(controller.record == ["name": "Ada"])
    }

    @Test func untouchedControlsDoNotRewriteThroughALossyFormat() throws {
        let day = ADTextFieldModel(name: "day", dataPath: "due",
                                   formatting: ADTextFormatting(formatType: .date, formatPattern: "MM/dd/yyyy", locale: Locale(identifier: "en_US_POSIX")))
        let controller = ADBindingController(root: ADViewGroup([day]))
        let moment = Date(timeIntervalSince1970: 1_514_808_000)
        controller.setRecord(["due": .date(moment)])
        #expect(day.text == "01/01/2018")
        try controller.updateRecord()
        #expect(controller.record["due"] == .date(moment))
        day.text = "01/02/2018"
        try controller.updateRecord()
        #expect(controller.record["due"] == .date(Date(timeIntervalSince1970: 1_514_851_200)))
    }

    @Test func revertingAfterASaveWritesTheRevertedValue() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let controller = ADBindingController(root: ADViewGroup([name]))
        controller.setRecord(["name": "Ada"])
        name.text = "Grace"
        try controller.updateRecord()
        name.text = "Ada"
        try controller.updateRecord()
        #expect(controller.record["name"] == "Ada")
    }

    @Test func refreshDisplayKeepsInvalidEditsAndSavesNothing() {
        let quantity = ADTextFieldModel(name: "quantity", dataPath: "quantity")
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let label = ADLabelModel(name: "label", dataPath: "name + ' x' + quantity")
        let controller = ADBindingController(root: ADViewGroup([quantity, name, label]))
        controller.setRecord(["quantity": 2, "name": "pen"])
        quantity.text = "two"
        name.text = "ink"
        controller.refreshDisplay()
        #expect(quantity.text == "two")
        #expect(name.text == "ink")
        #expect(quantity.validationError != nil)
        #expect(controller.record == ["quantity": 2, "name": "pen"])
        #expect(label.text == "pen x2")
        quantity.text = "3"
        controller.refreshDisplay()
        #expect(label.text == "ink x3")
        #expect(quantity.validationError == nil)
    }

    @Test func refreshDisplayReturnsTheFailuresValidateReports() {
        let quantity = ADTextFieldModel(name: "quantity", dataPath: "quantity")
        quantity.validation.formula = "quantity > 0"
        quantity.validation.formulaError = "More than none"
        let label = ADLabelModel(name: "label", dataPath: "'x' + quantity")
        let controller = ADBindingController(root: ADViewGroup([quantity, label]))
        controller.setRecord(["quantity": 2])
        quantity.text = "two"
        let conversion = controller.validate()
        #expect(controller.refreshDisplay() == conversion)
        #expect(conversion.map(\.reason) == [.conversion])
        quantity.text = "0"
        let rule = controller.validate()
        #expect(controller.refreshDisplay() == rule)
        #expect(rule.map(\.message) == ["More than none"])
        #expect(quantity.validationError == "More than none")
        quantity.text = "3"
        #expect(controller.refreshDisplay().isEmpty)
        #expect(controller.record["quantity"] == 3)
        #expect(label.text == "x3")
    }

    @Test func fieldsNoControlBindsSurviveARoundTrip() throws {
        let form = CategoryForm()
        var original = swiftFileCategory()
        original.notes = "only in the model"
        try form.controller.setDataModel(original)
        form.name.text = "Edited"
        let edited = try form.controller.getDataModel(BoundCategory.self)
        #expect(edited.notes == "only in the model")
        #expect(edited.vendor.name == "Apple")
        #expect(edited.id == 7)
        #expect(edited.name == "Edited")
    }
}

@Suite("Binding: hooks")
struct BindingHookTests {
    @Test func hooksRunInTheDocumentedOrder() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let city = ADTextFieldModel(name: "city", dataPath: "city")
        let label = ADLabelModel(name: "label", dataPath: "name + ', ' + city")
        label.hiddenPath = "city = ''"
        let controller = ADBindingController(root: ADViewGroup([name, city, label]))
        let recorder = HookRecorder()
        controller.delegate = recorder
        controller.setRecord(["name": "Ada", "city": "London"])
        #expect(recorder.calls == [
            "willFill name", "didFill name", "willFill city", "didFill city", "willFill label", "didFill label", "didFillAllComponents",
        ])
        recorder.calls = []
        name.text = "Grace"
        city.text = "Paris"
        try controller.updateRecord()
        #expect(recorder.calls == ["willSet name name", "willSet city city", "didSet name name=\"Grace\"", "didSet city city=\"Paris\""])
        recorder.calls = []
        name.liveUpdate = true
        name.text = "Ada"
        controller.controlDidChange(name)
        #expect(recorder.calls == ["willSet name name", "didSet name name=\"Ada\"", "willFill label", "didFill label"])
    }

    @Test func willFillMayReplaceOrVeto() {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let city = ADLabelModel(name: "city", dataPath: "city")
        let controller = ADBindingController(root: ADViewGroup([name, city]))
        let recorder = HookRecorder()
        recorder.vetoFillOf = "city"
        controller.delegate = recorder
        controller.setRecord(["name": "Ada", "city": "London"])
        #expect(name.text == "Ada")
        #expect(city.text == "")
        #expect(!recorder.calls.contains("didFill city"))
    }

    @Test func willSetMayReplaceOrVeto() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let controller = ADBindingController(root: ADViewGroup([name]))
        let recorder = HookRecorder()
        recorder.replaceSetOf = ("name", "GRACE")
        controller.delegate = recorder
        controller.setRecord(["name": "Ada"])
        name.text = "Grace"
        try controller.updateRecord()
        #expect(controller.record["name"] == "GRACE")
        recorder.replaceSetOf = nil
        let vetoing = VetoingDelegate()
        controller.delegate = vetoing
        name.text = "Lin"
        try controller.updateRecord()
        #expect(controller.record["name"] == "GRACE")
        #expect(name.hasEdits)
    }

    @Test func validationFailureCallsNoSetHooks() {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        let age = ADTextFieldModel(name: "age", dataPath: "age")
        let controller = ADBindingController(root: ADViewGroup([name, age]))
        let recorder = HookRecorder()
        controller.delegate = recorder
        controller.setRecord(["name": "Ada", "age": 36])
        recorder.calls = []
        name.text = "Grace"
        age.text = "old"
        #expect(throws: ADBindingError.self) { try controller.updateRecord() }
        #expect(recorder.calls.isEmpty)
    }
}

/// Refuses every write.
final class VetoingDelegate: ADBindingDelegate {
    func willSet(_ control: any ADEditableBindable, value: ADValue, at path: ADFieldPath) -> ADHookDecision { .skip }
}
