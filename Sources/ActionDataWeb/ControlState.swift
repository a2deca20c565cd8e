import ActionData
import Foundation

/// The state of one bound control as the browser needs it, as a record so it goes out
/// through the JSON bridge: `{"id", "kind", "enabled", "hidden", "colors", "error", …}` plus
/// what the kind shows (text, value, on/off, selection, image, page).
enum ControlState {
    static func of(_ control: any ADBindable, id: String) -> ADRecord {
        var state: ADRecord = [
            "id": .string(id),
            "kind": .string(ControlKind.of(control).rawValue),
            "enabled": .bool(control.isEnabled),
            "hidden": .bool(control.isHidden),
        ]
        if let bound = control as? ADControlModel {
            var colors = ADRecord()
            for (role, color) in bound.colors.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                colors[role.rawValue] = .string(color.hex)
            }
            state["colors"] = .record(colors)
        }
        if let editable = control as? any ADEditableBindable {
            state["error"] = editable.validationError.map(ADValue.string) ?? .null
        }
        for (field, value) in shown(by: control) { state[field] = value }
        return state
    }

    /// The fields particular to the control's kind.
    private static func shown(by control: any ADBindable) -> [(String, ADValue)] {
        switch control {
        case let label as ADLabelModel: return [("text", .string(label.text))]
        case let field as ADTextFieldModel: return [("text", .string(field.text))]
        case let view as ADTextViewModel: return [("text", .string(view.text))]
        case let slider as ADSliderModel:
            return [("value", .double(slider.value)), ("min", .double(slider.minimumValue)), ("max", .double(slider.maximumValue))]
        case let toggle as ADSwitchModel: return [("isOn", .bool(toggle.isOn))]
        case let progress as ADProgressViewModel:
            return [("value", .double(progress.value)), ("progress", .double(progress.progress))]
        case let stepper as ADStepperModel:
            return [
                ("value", .double(stepper.value)), ("min", .double(stepper.minimumValue)),
                ("max", .double(stepper.maximumValue)), ("step", .double(stepper.stepValue)),
            ]
        case let image as ADImageViewModel:
            return [("image", image.imageData.map { .string("data:image/png;base64," + $0.base64EncodedString()) } ?? .null)]
        case let web as ADWebViewModel:
            return [("url", web.url.map { .string($0.absoluteString) } ?? .null), ("html", web.html.map(ADValue.string) ?? .null)]
        case let segments as ADSegmentedControlModel:
            return [
                ("titles", .array(segments.segmentTitles.map(ADValue.string))),
                ("selected", segments.selectedSegment.map { .int(Int64($0)) } ?? .null),
            ]
        case let picker as ADTextPickerModel:
            return [("text", .string(picker.text)), ("options", .array(picker.optionList.map(ADValue.string)))]
        default:
            return []
        }
    }
}

/// The kinds of control the browser renders, named as the spec's classes without the prefix.
enum ControlKind: String {
    case label, textField, textView, slider, switchControl = "switch", progressView, stepper, imageView, webView
    case segmentedControl, textPicker, custom

    static func of(_ control: any ADBindable) -> ControlKind {
        switch control {
        case is ADLabelModel: .label
        case is ADTextFieldModel: .textField
        case is ADTextViewModel: .textView
        case is ADSliderModel: .slider
        case is ADSwitchModel: .switchControl
        case is ADProgressViewModel: .progressView
        case is ADStepperModel: .stepper
        case is ADImageViewModel: .imageView
        case is ADWebViewModel: .webView
        case is ADSegmentedControlModel: .segmentedControl
        case is ADTextPickerModel: .textPicker
        default: .custom
        }
    }
}
