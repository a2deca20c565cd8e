import ActionData

/// What kind of control an Interface Builder object is, as far as binding cares.
public enum ADInterfaceControlKind: Sendable, Hashable, CustomStringConvertible {
    /// A control the engine models: an Action Data class (`ADBoundSwitch`) or the UIKit
    /// element of that kind (`switch`; a `wkWebView` element is a web view, a `tableView` a
    /// list, a `datePicker` a date picker).
    case control(ADControlKind)
    /// A picker view, or AKABeacon's picker keyboard trigger view, which AKABeacon binds with
    /// `pickerBinding_aka`.
    case pickerView
    /// Anything else (plain views, controllers, cells).
    case other

    /// The kind of `object`: from its Action Data class when it has one (or AKABeacon's picker
    /// and date picker keyboard trigger views, pickers that wrap content), else from its
    /// element name.
    public init(object: ADInterfaceObject) {
        if let customClass = object.customClass, let kind = ADControlKind(interfaceBuilderClass: customClass) {
            self = .control(kind)
            return
        }
        if let trigger = object.customClass.flatMap({ Self.keyboardTriggers[$0] }) {
            self = trigger
            return
        }
        switch object.elementName {
        case "wkWebView", "webView": self = .control(.webView)
        case "datePicker": self = .control(.datePicker)
        case "pickerView": self = .pickerView
        case "tableView": self = .control(.list)
        default: self = ADControlKind(rawValue: object.elementName).map(Self.control) ?? .other
        }
    }

    /// AKABeacon's keyboard trigger views by class: controls that open a picker keyboard when
    /// tapped and wrap content of their own (the labels showing the value).
    static let keyboardTriggers: [String: ADInterfaceControlKind] = [
        "AKAPickerKeyboardTriggerView": .pickerView,
        "AKADatePickerKeyboardTriggerView": .control(.datePicker),
    ]

    /// Whether the user can change the control's value, so its binding writes back.
    public var isEditable: Bool {
        switch self {
        case .control(let kind): kind.isEditable
        case .pickerView: true
        case .other: false
        }
    }

    /// Whether a binding of the control writes back unless `persist` says otherwise (an image
    /// view only shows unless `persist` is on).
    public var writesBackByDefault: Bool {
        switch self {
        case .control(let kind): kind.writesBackByDefault
        case .pickerView: true
        case .other: false
        }
    }

    /// The kind as words for messages: "text field", "date picker".
    public var description: String {
        switch self {
        case .control(let kind): kind.description
        case .pickerView: "picker view"
        case .other: "view"
        }
    }
}
