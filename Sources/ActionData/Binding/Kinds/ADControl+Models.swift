/// Each kind's model, or `nil` for a control of another kind: what a property that only one
/// kind has reads (``ADFormControl``'s `segmentTitles`, `date`, `imageData`, …).
extension ADControl {
    var label: ADLabelModel? { if case .label(let model) = self { model } else { nil } }
    var toggle: ADSwitchModel? { if case .switch(let model) = self { model } else { nil } }
    var stepper: ADStepperModel? { if case .stepper(let model) = self { model } else { nil } }
    var imageView: ADImageViewModel? { if case .imageView(let model) = self { model } else { nil } }
    var webView: ADWebViewModel? { if case .webView(let model) = self { model } else { nil } }
    var segmentedControl: ADSegmentedControlModel? { if case .segmentedControl(let model) = self { model } else { nil } }
    var textPicker: ADTextPickerModel? { if case .textPicker(let model) = self { model } else { nil } }
    var datePicker: ADDatePickerModel? { if case .datePicker(let model) = self { model } else { nil } }
    var list: ADListModel? { if case .list(let model) = self { model } else { nil } }
}
