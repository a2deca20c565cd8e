import ActionData

/// The runtime attributes (Interface Builder inspectable properties) each Action Data class
/// has, from the Action Data Binding specification.
extension ADControlKind {
    /// Properties holding a field name or formula: the data, enabled and hidden paths and
    /// one colour path per colour role.
    var pathProperties: Set<String> {
        Set(["dataPath", "enabledPath", "hiddenPath"] + colorRoles.map(\.pathName))
    }

    /// Other properties: flags, format settings, option lists, ranges, and on editable
    /// controls the name of a registered asynchronous validator (`asyncValidator`).
    var settingProperties: Set<String> {
        let keyboard: Set<String> = ["liveUpdate", "onEndEditing", "showDoneButton", "showPrevNextButtons", "closeOnReturn"]
        let formatting: Set<String> = ["formatType", "formatPattern"]
        switch self {
        case .label: return formatting
        case .textField: return keyboard.union(formatting).union(["asyncValidator"])
        case .textView: return keyboard.union(["asyncValidator"])
        case .slider, .switch, .stepper: return ["liveUpdate", "asyncValidator"]
        case .progressView: return ["minValue", "maxValue"]
        case .imageView: return ["liveUpdate", "persist"]
        case .webView: return ["containsHTML", "containsHTLM"]
        case .segmentedControl: return ["liveUpdate", "byTitle", "asyncValidator"]
        case .textPicker: return ["liveUpdate", "title", "optionsValues", "asyncValidator"]
        case .datePicker: return ["liveUpdate", "asyncValidator"]
        case .list: return ["liveUpdate"]
        }
    }

    /// The DataBindSwift `DataBindable` properties.
    static let dataBindSwiftProperties: Set<String> = [
        "fieldPath", "fieldType", "fieldTypeError", "required", "requiredError", "persist", "asyncValidator",
    ]
}
