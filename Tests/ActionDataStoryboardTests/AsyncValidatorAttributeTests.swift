import ActionData
import ActionDataStoryboard
import Foundation
import TestSupport
import Testing

@Suite("A document names a registered asynchronous validator")
struct AsyncValidatorAttributeTests {
    static let validators = ADAsyncValidatorRegistry(
        ["nameFree", "termsAccepted", "postcodeExists"].map { name in ADAsyncValidator(name) { _ in nil } })

    private func controller() throws -> (ADInterfaceForm, ADBindingController) {
        // A text field and a switch of Action Data, and a DataBindSwift field, each naming a validator.
        let form = try ADInterfaceDocument(contentsOf: FixtureFiles.url("AsyncValidatorForm.xib")).makeForm()
        let controller = ADBindingController(root: form.root)
        controller.setRecord(["name": "Ada", "agreed": false, "postcode": "SW1A 1AA"])
        return (form, controller)
    }

    @Test func theAttributeReachesTheControlsRules() throws {
        let (form, controller) = try controller()
        #expect(form.notes.isEmpty, "\(form.notes)")
        let names = controller.controls.compactMap { ($0 as? any ADEditableBindable)?.validation.asyncValidator }
        #expect(names == ["nameFree", "termsAccepted", "postcodeExists"])
        try controller.verifyAsyncValidators(in: Self.validators)
    }

    @Test("an unknown name is an error naming the control and the name", arguments: [
        (["termsAccepted", "postcodeExists"], "name", 0, "nameFree"),
        (["nameFree", "postcodeExists"], "agree", 1, "termsAccepted"),
        (["nameFree", "termsAccepted"], "postcode", 2, "postcodeExists"),
    ])
    func unknownName(registered: [String], control: String, index: Int, validator: String) throws {
        let (_, controller) = try controller()
        let registry = ADAsyncValidatorRegistry(registered.map { name in ADAsyncValidator(name) { _ in nil } })
        let error = #expect(throws: ADUnknownAsyncValidatorError.self) { try controller.verifyAsyncValidators(in: registry) }
        #expect(error == ADUnknownAsyncValidatorError(
            control: control, controlIndex: index, validator: validator, registered: registered.sorted()))
        #expect(error?.description.contains("control '\(control)' names the asynchronous validator '\(validator)'") == true)
    }

    @Test func anEmptyRegistrySaysSo() throws {
        let (_, controller) = try controller()
        let error = #expect(throws: ADUnknownAsyncValidatorError.self) {
            try controller.verifyAsyncValidators(in: ADAsyncValidatorRegistry())
        }
        #expect(error?.description.hasSuffix("(none is registered)") == true)
    }

    @Test func theAttributeIsUnknownOnAControlThatShowsOnly() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <label id="total" customClass="ADBoundLabel"><userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="string" keyPath="asyncValidator" value="nameFree"/>
            </userDefinedRuntimeAttributes></label>
            </objects></document>
            """
        let bindings = ADInterfaceBindingSet(document: try ADInterfaceDocument(data: Data(xml.utf8)))
        #expect(bindings.notes.map(\.message).contains { $0.contains("unknown runtime attribute 'asyncValidator'") })
    }
}
