import ActionData

/// Sets the spec's path properties (`enabledPath`, `colorPath`, `thumbColorPath` …) by name.
enum ControlProperties {
    /// Sets `property` to `path` on `control`; `false` when the control's kind has no such
    /// property.
    static func setPath(_ property: String, to path: String, on control: ADControlModel & ADBindable) -> Bool {
        switch property {
        case "enabledPath": control.enabledPath = path
        case "hiddenPath": control.hiddenPath = path
        default:
            guard let role = control.typed.kind?.colorRole(forPathProperty: property) else { return false }
            control.setColorPath(path, for: role)
        }
        return true
    }
}
