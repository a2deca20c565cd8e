#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// Asynchronous checks through the UIKit stub: the label under the field (pending, then the
/// verdict), VoiceOver's announcement of the verdict, and a Save that waits and names the field.
///
/// The debounce never ends by itself (an hour): the tests reach each state through the
/// controller's own waits, never through time. Other suites post announcements on the same
/// main actor between these tests' waits, so announcements are looked for, not counted.
@MainActor
@Suite("Asynchronous checks on UIKit")
struct AsyncCheckTests {
    struct Person: Codable, Equatable {
        var name = "Ada"
    }

    static let validators = ADAsyncValidatorRegistry([
        ADAsyncValidator("nameFree") { value in value == "Grace" ? "This name is taken" : nil }
    ])

    static func form() throws -> (BoundForm, ADBoundTextField) {
        let name = ADBoundTextField(frame: .zero)
        name.dataPath = "name"
        name.liveUpdate = true
        name.model.validation.asyncValidator = "nameFree"
        let form = BoundForm([name])
        form.controller.asyncValidationTiming = ADAsyncValidationTiming(debounce: .seconds(3600)) { _ in
            try await Task.sleep(for: .seconds(3600))
        }
        form.controller.asyncValidators = validators
        try form.show(Person())
        return (form, name)
    }

    /// Types `text` and waits until the checker has it and the field shows its state.
    static func type(_ text: String, into name: ADBoundTextField, of form: BoundForm) async throws {
        BoundForm.replaceText(of: name, with: text)
        await form.controller.checkHandOffs?.value
        await form.controller.showChecks(of: try #require(form.controller.asyncChecker))
    }

    static func label(of name: ADBoundTextField, in form: BoundForm) throws -> UILabel? {
        try #require(form.controller.asyncCheckPresenter as? ADInlineAsyncCheckPresenter).checkLabel(for: name)
    }

    static var announcements: [String] {
        UIAccessibility._postedNotifications.filter { $0.notification.rawValue == 1008 }.compactMap { $0.argument as? String }
    }

    @Test func aTakenNameIsPendingThenRefusedAndSaveNamesTheField() async throws {
        let (form, name) = try Self.form()
        UIAccessibility._postedNotifications.removeAll()
        try await Self.type("Grace", into: name, of: form)
        #expect(try Self.label(of: name, in: form)?.text == "Checking…")
        #expect(!Self.announcements.contains("Checking…"), "a pending check is shown, not announced")

        let error = try await #require(throws: ADBindingError.self) { try await form.controller.getDataModelAfterChecks(Person.self) }
        #expect(error.failures.map(\.control) == ["text field #1"], "named as the engine names a control without a name")
        #expect(error.failures.map(\.path) == ["name"])
        #expect(error.failures.map(\.controlIndex) == [0])
        #expect(error.failures.map(\.reason) == [.asyncCheck])
        let label = try #require(try Self.label(of: name, in: form))
        #expect(label.text == "This name is taken")
        #expect(label.superview === name.superview)
        #expect(Self.announcements.contains("This name is taken"))
    }

    @Test func aFreeNameIsAcceptedAndSaved() async throws {
        let (form, name) = try Self.form()
        UIAccessibility._postedNotifications.removeAll()
        try await Self.type("Ida", into: name, of: form)
        #expect(try await form.controller.getDataModelAfterChecks(Person.self) == Person(name: "Ida"))
        #expect(try Self.label(of: name, in: form)?.text == "✓ Accepted")
        #expect(Self.announcements.contains("✓ Accepted"))
    }

    @Test func withoutValidatorsNothingIsCheckedOrShown() async throws {
        let (form, name) = try Self.form()
        form.controller.asyncValidators = nil
        BoundForm.replaceText(of: name, with: "Grace")
        #expect(form.controller.asyncChecker == nil)
        #expect(try await form.controller.getDataModelAfterChecks(Person.self) == Person(name: "Grace"))
        #expect(try Self.label(of: name, in: form) == nil)
    }

    @Test func replacingTheValidatorsRemovesTheShownChecks() async throws {
        let (form, name) = try Self.form()
        try await Self.type("Grace", into: name, of: form)
        #expect(try Self.label(of: name, in: form) != nil)
        form.controller.asyncValidators = Self.validators
        #expect(try Self.label(of: name, in: form) == nil)
    }
}
#endif
