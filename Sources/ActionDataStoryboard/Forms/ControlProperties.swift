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

extension ADBoundTextField: EditableSettings, KeyboardSettings, FormattingSettings {}
extension ADBoundTextView: EditableSettings, KeyboardSettings {}
extension ADBoundLabel: FormattingSettings {}
extension ADBoundSlider: EditableSettings {}
extension ADBoundSwitch: EditableSettings {}
extension ADBoundStepper: EditableSettings {}
extension ADBoundSegmentedControl: EditableSettings {}
extension ADBoundTextPicker: EditableSettings {}

/// Sets the spec's path properties (`enabledPath`, `colorPath`, `thumbColorPath` …) by name.
enum ControlProperties {
    /// Sets `property` to `path` on `control`; `false` when the control has no such property.
    static func setPath(_ property: String, to path: String, on control: any ADBindable) -> Bool {
        guard let bound = control as? ADBoundControl else { return false }
        switch property {
        case "enabledPath": bound.enabledPath = path
        case "hiddenPath": bound.hiddenPath = path
        default: return setColorPath(property, to: path, on: bound)
        }
        return true
    }

    private static func setColorPath(_ property: String, to path: String, on control: ADBoundControl) -> Bool {
        switch (control, property) {
        case (let label as ADBoundLabel, "colorPath"): label.colorPath = path
        case (let field as ADBoundTextField, "colorPath"): field.colorPath = path
        case (let view as ADBoundTextView, "colorPath"): view.colorPath = path
        case (let stepper as ADBoundStepper, "colorPath"): stepper.colorPath = path
        case (let image as ADBoundImageView, "colorPath"): image.colorPath = path
        case (let segments as ADBoundSegmentedControl, "colorPath"): segments.colorPath = path
        case (let picker as ADBoundTextPicker, "colorPath"): picker.colorPath = path
        case (let slider as ADBoundSlider, "minColorPath"): slider.minColorPath = path
        case (let slider as ADBoundSlider, "maxColorPath"): slider.maxColorPath = path
        case (let slider as ADBoundSlider, "thumbColorPath"): slider.thumbColorPath = path
        case (let toggle as ADBoundSwitch, "onColorPath"): toggle.onColorPath = path
        case (let toggle as ADBoundSwitch, "offColorPath"): toggle.offColorPath = path
        case (let toggle as ADBoundSwitch, "thumbColorPath"): toggle.thumbColorPath = path
        case (let progress as ADBoundProgressView, "progressColorPath"): progress.progressColorPath = path
        case (let progress as ADBoundProgressView, "trackColorPath"): progress.trackColorPath = path
        default: return false
        }
        return true
    }
}
