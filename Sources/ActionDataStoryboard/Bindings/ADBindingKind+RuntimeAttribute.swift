import ActionData

extension ADBindingKind {
    /// The kind for an Interface Builder runtime attribute such as `textBinding_aka`;
    /// `nil` for attributes that are not AKABeacon bindings or that this project does not know.
    public init?(runtimeAttribute keyPath: String) {
        switch keyPath {
        case "textBinding_aka": self = .text
        case "valueBinding_aka": self = .value
        case "imageBinding_aka": self = .image
        case "stateBinding_aka", "boolBinding_aka": self = .state
        case "pickerBinding_aka": self = .picker
        case "datePickerBinding_aka": self = .date
        case "styleBinding_aka": self = .style
        case "fontBinding_aka": self = .font
        case "dataSourceBinding_aka": self = .dataSource
        case "enabledBinding_aka", "hiddenBinding_aka": self = .condition
        default: return nil
        }
    }
}

extension ADBindingKind {
    /// The kind a binding has on a control of `control`: a picker view's `valueBinding_aka`
    /// selects a row, as its `pickerBinding_aka` does, and takes the picker's attributes
    /// (`choices`, `title`, `titleForUndefinedValue`, `titleForOtherValue`).
    func onControl(_ control: ADInterfaceControlKind) -> ADBindingKind {
        if self == .value, control == .pickerView { return .picker }
        return self
    }
}
