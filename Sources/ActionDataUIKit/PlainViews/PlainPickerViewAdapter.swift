#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain `UIPickerView` a binding behavior found (AKABeacon's `pickerBinding_aka`):
/// it shows the model's options as rows, and turning the wheel picks the option as an edit, as
/// Done does on an `ADBoundTextPicker`.
@MainActor
final class PlainPickerViewAdapter: BoundView {
    private let picker: UIPickerView
    private let model: ADTextPickerModel
    /// Made once the adapter exists, as turning the wheel reports to it.
    private var source: OptionPickerSource?
    weak var boundController: ADBoundViewController?

    init(_ picker: UIPickerView, model: ADTextPickerModel) {
        self.picker = picker
        self.model = model
        source = OptionPickerSource(picker, model: model) { [weak self] row in self?.userDidPick(row) }
    }

    var view: UIView { picker }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        source?.show(in: picker, selecting: model.optionList.firstIndex(of: model.text))
    }

    /// The option is picked and kept at once, as an edit.
    private func userDidPick(_ row: Int) {
        model.beginEditing()
        model.pick(row)
        guard model.commitEditing() else { return }
        reportEdit()
    }
}
