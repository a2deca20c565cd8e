/// A bound control seen as what it is: one of the engine's models, or a custom control.
///
/// Front ends switch over it to render a control and apply a user's edit, with no `default:`,
/// so a new kind of control is a list of compiler errors. Get it from ``ADBindable/typed``.
///
/// ```swift
/// switch control.typed {
/// case .textField(let field): render(field.text)
/// case .slider(let slider): render(slider.value, in: slider.minimumValue...slider.maximumValue)
/// // … every kind …
/// case .custom(let custom): render(custom)
/// }
/// ```
public enum ADControl {
    case label(ADLabelModel)
    case textField(ADTextFieldModel)
    case textView(ADTextViewModel)
    case slider(ADSliderModel)
    case `switch`(ADSwitchModel)
    case progressView(ADProgressViewModel)
    case stepper(ADStepperModel)
    case imageView(ADImageViewModel)
    case webView(ADWebViewModel)
    case segmentedControl(ADSegmentedControlModel)
    case textPicker(ADTextPickerModel)
    case datePicker(ADDatePickerModel)
    case list(ADListModel)
    /// A control of the application's own that conforms to ``ADBindable``.
    case custom(any ADBindable)

    /// The engine's kind of the control, or `nil` for a custom control.
    public var kind: ADControlKind? {
        switch self {
        case .label: .label
        case .textField: .textField
        case .textView: .textView
        case .slider: .slider
        case .switch: .switch
        case .progressView: .progressView
        case .stepper: .stepper
        case .imageView: .imageView
        case .webView: .webView
        case .segmentedControl: .segmentedControl
        case .textPicker: .textPicker
        case .datePicker: .datePicker
        case .list: .list
        case .custom: nil
        }
    }
}
