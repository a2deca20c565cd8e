#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A picker's rows over a text picker model's options (its data source and delegate), for a
/// plain picker view and a picker keyboard; what turning the wheel does is the owner's.
@MainActor
final class OptionPickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    private let model: ADTextPickerModel
    private let didSelect: (Int) -> Void
    private var shownOptions: [String] = []

    /// Becomes `picker`'s data source and delegate; `didSelect` takes the row the user turned to.
    init(_ picker: UIPickerView, model: ADTextPickerModel, didSelect: @escaping (Int) -> Void) {
        self.model = model
        self.didSelect = didSelect
        super.init()
        picker.dataSource = self
        picker.delegate = self
    }

    /// Reloads the rows when the options changed and selects `row`.
    func show(in picker: UIPickerView, selecting row: Int?) {
        if shownOptions != model.optionList {
            shownOptions = model.optionList
            picker.reloadAllComponents()
        }
        if let row, picker.selectedRow(inComponent: 0) != row {
            picker.selectRow(row, inComponent: 0, animated: false)
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        model.optionList.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        model.optionList.indices.contains(row) ? model.optionList[row] : nil
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        didSelect(row)
    }
}
