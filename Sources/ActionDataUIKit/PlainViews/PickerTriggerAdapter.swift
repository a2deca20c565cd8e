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
final class PickerTriggerAdapter: NSObject, UIPickerViewDataSource, UIPickerViewDelegate, BoundTextEntryView {
    private let trigger: AKAPickerKeyboardTriggerView
    private let model: ADTextPickerModel
    private var shownOptions: [String] = []
    weak var boundController: ADBoundViewController?

    init(_ trigger: AKAPickerKeyboardTriggerView, model: ADTextPickerModel) {
        self.trigger = trigger
        self.model = model
        super.init()
        trigger.pickerView.dataSource = self
        trigger.pickerView.delegate = self
        trigger.responderDidChange = { [weak self] isFirst in self?.responderDidChange(isFirst) }
    }

    var view: UIView { trigger }

    var bindable: any ADBindable { model }

    var entry: any ADTextEntryBindable { model }

    func render() {
        renderVisibility()
        if shownOptions != model.optionList {
            shownOptions = model.optionList
            trigger.pickerView.reloadAllComponents()
        }
        let row = model.pickedIndex ?? model.optionList.firstIndex(of: model.text)
        if let row, trigger.pickerView.selectedRow(inComponent: 0) != row {
            trigger.pickerView.selectRow(row, inComponent: 0, animated: false)
        }
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

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        model.optionList.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        model.optionList.indices.contains(row) ? model.optionList[row] : nil
    }

    /// The user turned the wheel: the model points at the option; Done keeps it.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        model.pick(row)
    }
}
