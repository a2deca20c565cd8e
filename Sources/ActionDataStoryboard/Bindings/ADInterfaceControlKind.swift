/// What kind of control an Interface Builder object is, as far as binding cares.
public enum ADInterfaceControlKind: String, Sendable, Hashable, CaseIterable {
    /// The UIKit controls Action Data binds, named like their Interface Builder elements
    /// (`ADTextPickerModel` is a ``textPicker``; a `wkWebView` element is a ``webView``).
    case label, textField, textView, slider, `switch`, progressView, stepper, imageView, webView, segmentedControl
    /// Pickers and tables, which AKABeacon binds.
    case textPicker, datePicker, pickerView, tableView
    /// Anything else (plain views, controllers, cells).
    case other

    /// The kind of `object`: from its Action Data class (`ADSwitchModel`) when it has
    /// one, else from its element name (`switch`).
    public init(object: ADInterfaceObject) {
        if let customClass = object.customClass, let kind = ActionDataControlCatalog.controls[customClass]?.kind {
            self = kind
            return
        }
        switch object.elementName {
        case "wkWebView", "webView": self = .webView
        default: self = ADInterfaceControlKind(rawValue: object.elementName) ?? .other
        }
    }

    /// Whether the user can change the control's value, so its binding writes back.
    public var isEditable: Bool {
        switch self {
        case .textField, .textView, .slider, .switch, .stepper, .segmentedControl, .textPicker, .datePicker, .pickerView: true
        case .label, .progressView, .imageView, .webView, .tableView, .other: false
        }
    }

    /// Whether the control's value is a number (slider, stepper, progress view).
    public var isNumeric: Bool { self == .slider || self == .stepper || self == .progressView }
}
