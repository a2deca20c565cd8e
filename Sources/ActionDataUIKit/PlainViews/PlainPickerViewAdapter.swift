#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain `UIPickerView` a binding behavior found (AKABeacon's `pickerBinding_aka`):
/// it becomes the picker's data source and delegate, shows the model's options as rows, and
/// turning the wheel picks the option as an edit, as Done does on an `ADBoundTextPicker`.
@MainActor
final class PlainPickerViewAdapter: NSObject, UIPickerViewDataSource, UIPickerViewDelegate, BoundView {
    private let picker: UIPickerView
    private let model: ADTextPickerModel
    private var shownOptions: [String] = []
    weak var boundController: ADBoundViewController?

    init(_ picker: UIPickerView, model: ADTextPickerModel) {
        self.picker = picker
        self.model = model
        super.init()
        picker.dataSource = self
        picker.delegate = self
    }

    var view: UIView { picker }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        if shownOptions != model.optionList {
            shownOptions = model.optionList
            picker.reloadAllComponents()
        }
        if let selected = model.optionList.firstIndex(of: model.text), picker.selectedRow(inComponent: 0) != selected {
            picker.selectRow(selected, inComponent: 0, animated: false)
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

    /// The user turned the wheel: the option is picked and kept at once, as an edit.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        model.beginEditing()
        model.pick(row)
        guard model.commitEditing() else { return }
        reportEdit()
    }
}
