#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds an ``AKAPickerKeyboardTriggerView``: its picker shows the model's options, opening
/// it focuses the control (with the Cancel and Done toolbar), turning the wheel points at an
/// option, and Done keeps it, as on an `ADBoundTextPicker`.
@MainActor
final class PickerTriggerAdapter: BoundTextEntryView {
    private let trigger: AKAPickerKeyboardTriggerView
    private let model: ADTextPickerModel
    private let source: OptionPickerSource
    weak var boundController: ADBoundViewController?

    init(_ trigger: AKAPickerKeyboardTriggerView, model: ADTextPickerModel) {
        self.trigger = trigger
        self.model = model
        // The user turned the wheel: the model points at the option; Done keeps it.
        source = OptionPickerSource(trigger.pickerView, model: model) { [model] row in model.pick(row) }
        trigger.responderDidChange = { [weak self] isFirst in self?.responderDidChange(isFirst) }
    }

    var view: UIView { trigger }

    var bindable: any ADBindable { model }

    var entry: any ADTextEntryBindable { model }

    func render() {
        renderVisibility()
        source.show(in: trigger.pickerView, selecting: model.pickedIndex ?? model.optionList.firstIndex(of: model.text))
    }

    func setAccessoryToolbar(_ toolbar: UIToolbar?) {
        trigger.setAccessory(toolbar)
    }

    private func responderDidChange(_ isFirstResponder: Bool) {
        if isFirstResponder {
            boundController?.boundViewDidBeginEditing(self)
        } else {
            boundController?.boundViewDidEndEditing(self)
        }
    }
}
