import ActionData

/// The settings Interface Builder documents set on editable controls. The engine's control
/// classes already have these properties under the spec's names; the conformances only let
/// the builder set them without knowing the class.
protocol EditableSettings: AnyObject {
    var liveUpdate: Bool { get set }
    var validation: ADValidationRules { get set }
}

/// The keyboard settings of text-entry controls.
protocol KeyboardSettings: AnyObject {
    var showDoneButton: Bool { get set }
    var showPrevNextButtons: Bool { get set }
    var closeOnReturn: Bool { get set }
    var onEndEditing: Bool { get set }
}

/// The display format settings of labels and text fields.
protocol FormattingSettings: AnyObject {
    var formatType: ADFormatType? { get set }
    var formatPattern: String { get set }
}

extension ADTextFieldModel: EditableSettings, KeyboardSettings, FormattingSettings {}
extension ADTextViewModel: EditableSettings, KeyboardSettings {}
extension ADLabelModel: FormattingSettings {}
extension ADSliderModel: EditableSettings {}
extension ADSwitchModel: EditableSettings {}
extension ADStepperModel: EditableSettings {}
extension ADSegmentedControlModel: EditableSettings {}
extension ADTextPickerModel: EditableSettings {}

/// Sets the spec's path properties (`enabledPath`, `colorPath`, `thumbColorPath` …) by name.
enum ControlProperties {
    /// Sets `property` to `path` on `control`; `false` when the control has no such property.
    static func setPath(_ property: String, to path: String, on control: any ADBindable) -> Bool {
        guard let bound = control as? ADControlModel else { return false }
        switch property {
        case "enabledPath": bound.enabledPath = path
        case "hiddenPath": bound.hiddenPath = path
        default: return setColorPath(property, to: path, on: bound)
        }
        return true
    }

    private static func setColorPath(_ property: String, to path: String, on control: ADControlModel) -> Bool {
        switch (control, property) {
        case (let label as ADLabelModel, "colorPath"): label.colorPath = path
        case (let field as ADTextFieldModel, "colorPath"): field.colorPath = path
        case (let view as ADTextViewModel, "colorPath"): view.colorPath = path
        case (let stepper as ADStepperModel, "colorPath"): stepper.colorPath = path
        case (let image as ADImageViewModel, "colorPath"): image.colorPath = path
        case (let segments as ADSegmentedControlModel, "colorPath"): segments.colorPath = path
        case (let picker as ADTextPickerModel, "colorPath"): picker.colorPath = path
        case (let slider as ADSliderModel, "minColorPath"): slider.minColorPath = path
        case (let slider as ADSliderModel, "maxColorPath"): slider.maxColorPath = path
        case (let slider as ADSliderModel, "thumbColorPath"): slider.thumbColorPath = path
        case (let toggle as ADSwitchModel, "onColorPath"): toggle.onColorPath = path
        case (let toggle as ADSwitchModel, "offColorPath"): toggle.offColorPath = path
        case (let toggle as ADSwitchModel, "thumbColorPath"): toggle.thumbColorPath = path
        case (let progress as ADProgressViewModel, "progressColorPath"): progress.progressColorPath = path
        case (let progress as ADProgressViewModel, "trackColorPath"): progress.trackColorPath = path
        default: return false
        }
        return true
    }
}
