import ActionData
import Testing

@Suite("Form model: Save waits for asynchronous checks")
@MainActor
struct FormModelAsyncCheckTests {
    func nameForm() throws -> ADFormModel {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.validation.asyncValidator = "nameFree"
        let age = ADTextFieldModel(name: "age", dataPath: "age")
        return try ADFormModel(root: ADViewGroup([age, name]), model: FormPerson())
    }

    func checker() -> ADAsyncValidationChecker {
        let registry = ADAsyncValidatorRegistry([
            ADAsyncValidator("nameFree") { value in value == "Grace" ? "This name is taken" : nil },
            ADAsyncValidator("adult") { value in value == .int(12) ? "Must be an adult" : nil },
        ])
        return ADAsyncValidationChecker(registry: registry, timing: ManualSleeps().timing)
    }

    /// Types `text` into the form's `name` field and hands it to `checker`.
    func type(_ text: String, in form: ADFormModel, checkedBy checker: ADAsyncValidationChecker) async throws -> ADFormControl {
        let name = try form.named("name")
        try form.setText(text, for: name)
        await form.check(name, with: checker)
        return name
    }

    @Test func saveIsRefusedNamingTheControlWhoseCheckFails() async throws {
        let form = try nameForm()
        let checker = checker()
        let name = try await type("Grace", in: form, checkedBy: checker)
        #expect(await checker.state(of: "name") == .pending)
        let recorder = FormModelRecorder(form)
        let error = try await #require(throws: ADBindingError.self) { try await form.save(FormPerson.self, after: checker) }
        #expect(error.failures.map(\.control) == ["name"])
        #expect(error.failures.map(\.controlIndex) == [1])
        #expect(error.failures.map(\.path) == ["name"])
        #expect(name.validationMessage == "This name is taken")
        #expect(form.saveState == .failed(error.failures))
        #expect(form.record["name"] == "Ada")
        #expect(recorder.formChanges == [.save])
    }

    @Test func saveGoesThroughOnceTheCheckPasses() async throws {
        let form = try nameForm()
        let checker = checker()
        let name = try await type("Grace", in: form, checkedBy: checker)
        await #expect(throws: ADBindingError.self) { try await form.save(FormPerson.self, after: checker) }
        #expect(name.validationMessage == "This name is taken")
        _ = try await type("Ida", in: form, checkedBy: checker)
        let person = try await form.save(FormPerson.self, after: checker)
        #expect(person.name == "Ida")
        #expect(name.validationMessage == nil)
        #expect(form.saveState == .saved)
    }

    @Test func aControlWithoutAnAsynchronousValidatorIsNotChecked() async throws {
        let form = try nameForm()
        let checker = checker()
        let age = try form.named("age")
        try form.setText("40", for: age)
        await form.check(age, with: checker)
        #expect(await checker.state(of: "age") == nil)
        #expect(try await form.save(FormPerson.self, after: checker).age == 40)
    }

    @Test func theValidatorGetsTheValueInTheFieldsType() async throws {
        let form = try nameForm()
        let checker = checker()
        let age = try form.named("age")
        let editable = try #require(age.bindable as? ADTextFieldModel)
        editable.validation.asyncValidator = "adult"
        try form.setText("12", for: age)
        await form.check(age, with: checker)
        let error = try await #require(throws: ADBindingError.self) { try await form.save(FormPerson.self, after: checker) }
        #expect(error.failures.map(\.message) == ["Must be an adult"])
        #expect(error.failures.map(\.controlIndex) == [0])
    }
}

@Suite("Form model: each control's asynchronous check state")
@MainActor
struct FormModelAsyncCheckStateTests {
    let form: ADFormModel
    let checker: ADAsyncValidationChecker

    init() throws {
        let name = ADTextFieldModel(name: "name", dataPath: "name")
        name.validation.asyncValidator = "nameFree"
        let age = ADTextFieldModel(name: "age", dataPath: "age")
        form = try ADFormModel(root: ADViewGroup([age, name]), model: FormPerson())
        checker = form.makeAsyncChecker(
            registry: ADAsyncValidatorRegistry([ADAsyncValidator("nameFree") { value in value == "Grace" ? "This name is taken" : nil }]),
            timing: ManualSleeps().timing)
    }

    func type(_ text: String) async throws -> ADFormControl {
        let name = try form.named("name")
        try form.setText(text, for: name)
        await form.check(name, with: checker)
        return name
    }

    @Test func anEditShowsPendingAndPublishesTheControl() async throws {
        let recorder = FormModelRecorder(form)
        let name = try await type("Grace")
        #expect(name.asyncCheck == .pending)
        #expect(recorder.notified == ["name"])
        #expect(try form.named("age").asyncCheck == nil)
    }

    @Test func aRefusedSaveShowsTheRefusalOnTheControl() async throws {
        let name = try await type("Grace")
        await #expect(throws: ADBindingError.self) { try await form.save(FormPerson.self, after: checker) }
        #expect(name.asyncCheck == .invalid("This name is taken"))
        #expect(name.asyncCheck?.message == name.validationMessage)
    }

    @Test func anAcceptedValueShowsValid() async throws {
        let name = try await type("Ida")
        #expect(try await form.save(FormPerson.self, after: checker).name == "Ida")
        #expect(name.asyncCheck == .valid)
    }
}
