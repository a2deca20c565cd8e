/// The kinds of control the engine models, one for each bound control of the spec.
///
/// This is the one catalogue of kinds: what each edits, which colours it has and the class
/// name Interface Builder documents give it. Front ends and the document reader switch over
/// it (or over ``ADControl``) exhaustively, so a new kind is a list of compiler errors.
///
/// ```swift
/// ADControlKind.slider.editedValue                       // .number
/// ADControlKind.slider.colorRoles                        // [.minimumTrack, .maximumTrack, .thumb]
/// ADControlKind(interfaceBuilderClass: "ADBoundSwitch")  // .switch
/// ```
public enum ADControlKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case label, textField, textView, slider, `switch`, progressView, stepper, imageView, webView, segmentedControl
    case textPicker, datePicker, list

    /// The kind whose Interface Builder class is `className` (`ADBoundTextField`), if any.
    public init?(interfaceBuilderClass className: String) {
        guard let kind = Self.allCases.first(where: { $0.interfaceBuilderClass == className }) else { return nil }
        self = kind
    }

    /// The class Interface Builder documents name in `customClass`, the spec's class name.
    public var interfaceBuilderClass: String {
        switch self {
        case .label: "ADBoundLabel"
        case .textField: "ADBoundTextField"
        case .textView: "ADBoundTextView"
        case .slider: "ADBoundSlider"
        case .switch: "ADBoundSwitch"
        case .progressView: "ADBoundProgressView"
        case .stepper: "ADBoundStepper"
        case .imageView: "ADBoundImageView"
        case .webView: "ADBoundWebView"
        case .segmentedControl: "ADBoundSegmentedControl"
        case .textPicker: "ADBoundTextPicker"
        case .datePicker: "ADBoundDatePicker"
        case .list: "ADBoundTableView"
        }
    }

    /// What the user edits in a control of this kind, or `nil` for one that only shows.
    public var editedValue: ADEditedValueKind? {
        switch self {
        case .textField, .textView: .text
        case .slider, .stepper: .number
        case .switch: .onOff
        case .segmentedControl: .segment
        case .textPicker: .option
        case .datePicker: .date
        case .list: .row
        case .imageView: .image
        case .label, .progressView, .webView: nil
        }
    }

    /// Whether the user edits the control's value, so its data path can write back.
    public var isEditable: Bool { editedValue != nil }

    /// Whether an editable control of this kind writes back unless its `persist` is turned
    /// off: every editable kind but the image view, which shows unless `persist` is turned on
    /// (the spec's image view only shows; DataBindSwift's Image field writes).
    public var writesBackByDefault: Bool {
        switch self {
        case .imageView: false
        case .label, .textField, .textView, .slider, .switch, .progressView, .stepper, .webView, .segmentedControl,
            .textPicker, .datePicker, .list:
            isEditable
        }
    }

    /// Whether the control takes keyboard focus (and so has the keyboard accessory options).
    public var takesFocus: Bool {
        switch self {
        case .textField, .textView, .textPicker: true
        case .label, .slider, .switch, .progressView, .stepper, .imageView, .webView, .segmentedControl, .datePicker, .list: false
        }
    }

    /// Whether a control of this kind shows text in a font, which a font binding sets.
    public var hasFont: Bool {
        switch self {
        case .label, .textField, .textView, .textPicker: true
        case .slider, .switch, .progressView, .stepper, .imageView, .webView, .segmentedControl, .datePicker, .list: false
        }
    }

    /// The colours a control of this kind has, each set by one of its colour paths (or by a
    /// `styleBinding`); every kind has a ``ADColorRole/background``.
    public var colorRoles: [ADColorRole] {
        switch self {
        case .label, .textField, .textView, .textPicker: [.text, .background]
        case .stepper, .imageView, .segmentedControl, .datePicker: [.tint, .background]
        case .slider: [.minimumTrack, .maximumTrack, .thumb, .background]
        case .switch: [.on, .off, .thumb, .background]
        case .progressView: [.progress, .track, .background]
        case .webView, .list: [.background]
        }
    }

    /// The colour a colour path property of this kind sets (`colorPath` is the text colour of
    /// a label and the tint of a stepper), or `nil` when the kind has no such property.
    public func colorRole(forPathProperty property: String) -> ADColorRole? {
        colorRoles.first { $0.pathName == property }
    }

    /// The kind as words for messages: "text field".
    public var description: String {
        switch self {
        case .label: "label"
        case .textField: "text field"
        case .textView: "text view"
        case .slider: "slider"
        case .switch: "switch"
        case .progressView: "progress view"
        case .stepper: "stepper"
        case .imageView: "image view"
        case .webView: "web view"
        case .segmentedControl: "segmented control"
        case .textPicker: "text picker"
        case .datePicker: "date picker"
        case .list: "list"
        }
    }
}
