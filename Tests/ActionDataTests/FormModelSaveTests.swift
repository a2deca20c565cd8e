import ActionData
import Testing

@Suite("Form model: Save, all or nothing")
@MainActor
struct FormModelSaveTests {
    /// Non-live fields with a rule each, an unrelated field and a label.
    func saveForm() throws -> ADFormModel {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.validation.required = true
        name.validation.requiredError = "Name is required"
        let age = ADTextFieldModel(name: "age", dataPath: "age")
        let email = ADTextFieldModel(name: "email", dataPath: "email")
        email.validation.formula = "email LIKE '%@%'"
        email.validation.formulaError = "Not an e-mail address"
        let plan = ADTextFieldModel(name: "plan", dataPath: "plan")
        let root = ADViewGroup([name, age, email, plan, ADLabelModel(name: "greeting", dataPath: "'Hello ' + name")])
        return try ADFormModel(root: root, model: FormPerson())
    }

    @Test func aRefusedSaveWritesNothingAndPublishesTheFailingControls() throws {
        let form = try saveForm()
        for (field, text) in [("name", ""), ("age", "abc"), ("email", "nobody"), ("plan", "pro")] {
            try form.setText(text, for: form.named(field))
        }
        let record = form.record
        let recorder = FormModelRecorder(form)
        let error = try #require(throws: ADBindingError.self) { try form.save(FormPerson.self) }
        #expect(error.failures.map(\.control) == ["name", "age", "email"])
        #expect(error.failures.map(\.reason) == [.required, .conversion, .rule])
        #expect(form.record == record)
        #expect(try form.named("name").validationMessage == "Name is required")
        #expect(try form.named("age").validationMessage != nil)
        #expect(try form.named("email").validationMessage == "Not an e-mail address")
        #expect(try form.named("plan").validationMessage == nil)
        #expect(recorder.notified == ["name", "age", "email"])
        #expect(recorder.formChanges == [.save])
        #expect(form.saveState == .failed(error.failures))
        #expect(try form.named("age").text == "abc", "the user's input is kept")

        for (field, text) in [("name", "Grace"), ("age", "37"), ("email", "grace@example.com")] {
            try form.setText(text, for: form.named(field))
        }
        recorder.reset()
        let saved = try form.save(FormPerson.self)
        var expected = FormPerson()
        (expected.name, expected.age, expected.email, expected.plan) = ("Grace", 37, "grace@example.com", "pro")
        #expect(saved == expected)
        #expect(form.controls.allSatisfy { $0.validationMessage == nil })
        #expect(recorder.notified == ["name", "age", "email"], "their messages were cleared")
        #expect(recorder.formChanges == [.save])
        #expect(form.saveState == .saved)
        #expect(form.record["age"] == 37)
    }

    @Test func aSaveWithNothingToReportPublishesOnlyTheFormChange() throws {
        let form = try saveForm()
        let recorder = FormModelRecorder(form)
        #expect(try form.save(FormPerson.self) == FormPerson())
        #expect(recorder.notified.isEmpty)
        #expect(recorder.formChanges == [.save])
    }

    @Test func refreshSavesAndPublishesEveryControl() throws {
        let form = try saveForm()
        try form.setText("Grace", for: form.named("name"))
        #expect(try form.named("greeting").text == "Hello Ada", "the field is not live")
        let recorder = FormModelRecorder(form)
        #expect(form.refresh().isEmpty)
        #expect(try form.named("greeting").text == "Hello Grace")
        #expect(recorder.notified == Set(form.controls.map(\.name)))
        #expect(recorder.formChanges == [[.fill, .save]])
        #expect(form.saveState == .saved)
    }

    @Test func textALiveNumberFieldCannotHoldGetsAMessageAndWritesNothing() throws {
        let form = try personForm()
        let age = try form.named("age")
        let recorder = FormModelRecorder(form)
        try form.setText("abc", for: age)
        #expect(age.validationMessage != nil)
        #expect(form.record["age"] == 36)
        #expect(try form.named("nextYear").text == "37")
        #expect(recorder.notified == ["age"])
        try form.setText("40", for: age)
        #expect(age.validationMessage == nil)
        #expect(try form.named("nextYear").text == "41")
        #expect(recorder.notifications == ["age": 2, "nextYear": 1])
    }
}
