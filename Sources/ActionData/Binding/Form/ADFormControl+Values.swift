import Foundation

/// The state of the controls that show or pick a value: switches, sliders, steppers, progress
/// views, date pickers and masked text fields.
extension ADFormControl {
    /// Whether a switch is on; `nil` for other controls.
    public var isOn: Bool? {
        control.toggle?.isOn
    }

    /// The number of a slider, stepper or progress view, as the record gave it or the user
    /// chose it; `nil` for other controls.
    public var value: Double? {
        switch control {
        case .slider(let slider): slider.value
        case .stepper(let stepper): stepper.value
        case .progressView(let progress): progress.value
        case .label, .textField, .textView, .switch, .imageView, .webView, .segmentedControl, .textPicker, .datePicker,
            .list, .custom:
            nil
        }
    }

    /// The range a slider, stepper or progress view spans; `nil` for other controls, and when
    /// a binding gave a minimum above the maximum (or a bound that is not a number).
    public var valueRange: ClosedRange<Double>? {
        let bounds: (Double, Double)
        switch control {
        case .slider(let slider): bounds = (slider.minimumValue, slider.maximumValue)
        case .stepper(let stepper): bounds = (stepper.minimumValue, stepper.maximumValue)
        case .progressView(let progress): bounds = (progress.minimumValue, progress.maximumValue)
        case .label, .textField, .textView, .switch, .imageView, .webView, .segmentedControl, .textPicker, .datePicker,
            .list, .custom:
            return nil
        }
        guard bounds.0.isFinite, bounds.1.isFinite, bounds.0 <= bounds.1 else { return nil }
        return bounds.0...bounds.1
    }

    /// Where a slider's thumb or a progress view's fill is drawn, from 0 to 1; `nil` for other
    /// controls.
    public var fraction: Double? {
        switch control {
        case .slider(let slider): slider.position
        case .progressView(let progress): progress.progress
        case .label, .textField, .textView, .switch, .stepper, .imageView, .webView, .segmentedControl, .textPicker,
            .datePicker, .list, .custom:
            nil
        }
    }

    /// How much one tap of a stepper adds or takes away; `nil` for other controls.
    public var stepValue: Double? {
        control.stepper?.stepValue
    }

    /// Whether a stepper wraps round from its maximum to its minimum and back.
    public var wraps: Bool {
        control.stepper?.wraps ?? false
    }

    /// Whether holding a stepper's button keeps stepping.
    public var autorepeats: Bool {
        control.stepper?.autorepeat ?? false
    }

    /// The date a date picker shows, or `nil` for none and for other controls.
    public var date: Date? {
        control.datePicker?.date
    }

    /// The earliest date a date picker offers, or `nil`.
    public var minimumDate: Date? {
        control.datePicker?.minimumDate
    }

    /// The latest date a date picker offers, or `nil`.
    public var maximumDate: Date? {
        control.datePicker?.maximumDate
    }

    /// The mask of a masked text field (`(###) ###-####`): its text is edited through
    /// ``ADFormModel/typeText(replacing:with:in:)``, which applies it as the user types.
    /// `nil` for other controls.
    public var maskPattern: String? {
        guard case .textField(let field) = control, let format = field.formatting.displayFormat, format.type == .masked
        else { return nil }
        return format.pattern
    }
}
