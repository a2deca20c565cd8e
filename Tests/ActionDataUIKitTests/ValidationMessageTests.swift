#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// Records what the controller hands a custom presenter.
@MainActor
private final class RecordingPresenter: ADValidationPresenter {
    var calls: [[(control: UIView, message: String?)]] = []

    func present(_ changes: [ADValidationMessageChange], in controller: ADBoundViewController) {
        calls.append(changes.map { ($0.control, $0.message) })
    }
}

@MainActor
@Suite("Validation messages on UIKit")
struct ValidationMessageTests {
    private static func type(_ text: String, into field: ADBoundTextField) {
        field.text = text
        field.sendActions(for: .editingChanged)
    }

    private static func presenter(of form: CategoryForm) throws -> ADInlineValidationPresenter {
        try #require(form.controller.validationPresenter as? ADInlineValidationPresenter)
    }

    @Test func aRefusedSaveShowsTheMessageUnderTheControlAndAnnouncesIt() throws {
        let form = CategoryForm()
        try form.show()
        UIAccessibility._postedNotifications.removeAll()
        Self.type("lots", into: form.quantity)
        #expect(throws: ADBindingError.self) { try form.controller.getDataModel(Category.self) }

        let message = try #require(form.quantity.model.validationError)
        let label = try #require(try Self.presenter(of: form).messageLabel(for: form.quantity))
        #expect(label.text == message)
        #expect(label.superview === form.quantity.superview)
        #expect(label.numberOfLines == 0)
        #expect(label.adjustsFontForContentSizeCategory)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        let announcements = UIAccessibility._postedNotifications.map { ($0.notification.rawValue, $0.argument as? String) }
        #expect(announcements.map(\.1) == [message])
        #expect(announcements.map(\.0) == [1008])
        #expect(try Self.presenter(of: form).messageLabel(for: form.name) == nil)
    }

    @Test func theMessageGoesWhenTheValueIsValidAgain() throws {
        let form = CategoryForm()
        try form.show()
        Self.type("lots", into: form.quantity)
        _ = try? form.controller.getDataModel(Category.self)
        let label = try #require(try Self.presenter(of: form).messageLabel(for: form.quantity))

        Self.type("1,250", into: form.quantity)
        #expect(try form.controller.getDataModel(Category.self).quantity == 1250)
        #expect(try Self.presenter(of: form).messageLabel(for: form.quantity) == nil)
        #expect(label.superview == nil)
    }

    @Test func aRequiredFieldLeftEmptyIsNamedBySaveAndClearedByTheNextLiveEdit() throws {
        let form = CategoryForm()
        form.name.required = true
        form.name.requiredError = "A category needs a name."
        try form.show()

        Self.type("", into: form.name)
        #expect(try Self.presenter(of: form).messageLabel(for: form.name) == nil)
        #expect(throws: ADBindingError.self) { try form.controller.getDataModel(Category.self) }
        #expect(try Self.presenter(of: form).messageLabel(for: form.name)?.text == "A category needs a name.")
        Self.type("S", into: form.name)
        #expect(try Self.presenter(of: form).messageLabel(for: form.name) == nil)
        #expect(form.controller.record["name"] == "S")
    }

    @Test func inAStackViewTheMessageIsArrangedAfterItsControl() throws {
        let controller = ADBoundViewController(nibName: nil, bundle: nil)
        let name = ADBoundTextField(frame: .zero)
        name.dataPath = "name"
        let quantity = ADBoundTextField(frame: .zero)
        quantity.dataPath = "quantity"
        let stack = UIStackView(arrangedSubviews: [name, quantity])
        controller.view = stack
        try controller.setDataModel(Category())
        Self.type("many", into: quantity)
        Self.type("", into: name)
        _ = try? controller.getDataModel(Category.self)

        let presenter = try #require(controller.validationPresenter as? ADInlineValidationPresenter)
        let label = try #require(presenter.messageLabel(for: quantity))
        #expect(stack.arrangedSubviews.count == 3)
        #expect(stack.arrangedSubviews.last === label)
        #expect(stack.arrangedSubviews.first === name)
    }

    @Test func aCustomPresenterGetsOnlyTheControlsWhoseMessageChanged() throws {
        let form = CategoryForm()
        let recorder = RecordingPresenter()
        form.controller.validationPresenter = recorder
        try form.show()
        #expect(recorder.calls.isEmpty)

        Self.type("lots", into: form.quantity)
        _ = try? form.controller.getDataModel(Category.self)
        _ = try? form.controller.getDataModel(Category.self)
        #expect(recorder.calls.count == 1)
        #expect(recorder.calls.first?.map(\.control) == [form.quantity])
        #expect(recorder.calls.first?.first?.message == form.quantity.model.validationError)

        try form.controller.setDataModel(Category(quantity: 7))
        #expect(recorder.calls.count == 2)
        #expect(recorder.calls.last?.map(\.control) == [form.quantity])
        #expect(recorder.calls.last?.first?.message == nil)
    }

    @Test func replacingThePresenterMovesTheShownMessages() throws {
        let form = CategoryForm()
        try form.show()
        Self.type("lots", into: form.quantity)
        _ = try? form.controller.getDataModel(Category.self)
        let label = try #require(try Self.presenter(of: form).messageLabel(for: form.quantity))

        let recorder = RecordingPresenter()
        form.controller.validationPresenter = recorder
        #expect(label.superview == nil)
        #expect(recorder.calls.count == 1)
        #expect(recorder.calls.first?.first?.message == form.quantity.model.validationError)

        form.controller.validationPresenter = nil
        #expect(recorder.calls.last?.first?.message == nil)
    }
}
#endif
