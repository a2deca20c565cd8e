#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds an ``AKADatePickerKeyboardTriggerView``: its date picker keyboard shows the model's
/// date and range, and each date the user turns to is an edit, as on an `ADBoundDatePicker`.
@MainActor
final class DatePickerTriggerAdapter: BoundView {
    private let trigger: AKADatePickerKeyboardTriggerView
    private let model: ADDatePickerModel
    weak var boundController: ADBoundViewController?

    init(_ trigger: AKADatePickerKeyboardTriggerView, model: ADDatePickerModel) {
        self.trigger = trigger
        self.model = model
        trigger.datePicker.addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .valueChanged)
    }

    var view: UIView { trigger }

    var bindable: any ADBindable { model }

    func prepareForBinding() {
        trigger.datePicker.prepare(model)
    }

    func render() {
        renderVisibility()
        trigger.datePicker.show(model)
    }

    private func userDidEdit() {
        trigger.datePicker.read(into: model)
        reportEdit()
    }
}
