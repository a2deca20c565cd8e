/// The Action Data bound controls and the runtime attributes (Interface Builder
/// inspectable properties) each one has, from the Action Data Binding specification.
enum ActionDataControlCatalog {
    struct Control {
        let kind: ADInterfaceControlKind
        /// Properties holding a field name or formula.
        let paths: Set<String>
        /// Other properties (flags, format settings, option lists).
        let settings: Set<String>
    }

    private static let shared: Set<String> = ["dataPath", "enabledPath", "hiddenPath"]
    private static let keyboard: Set<String> = [
        "liveUpdate", "onEndEditing", "showDoneButton", "showPrevNextButtons", "closeOnReturn",
    ]
    private static let formatting: Set<String> = ["formatType", "formatPattern"]

    static let controls: [String: Control] = [
        "ADBoundLabel": Control(kind: .label, paths: shared.union(["colorPath"]), settings: formatting),
        "ADBoundTextField": Control(kind: .textField, paths: shared.union(["colorPath"]), settings: keyboard.union(formatting)),
        "ADBoundTextView": Control(kind: .textView, paths: shared.union(["colorPath"]), settings: keyboard),
        "ADBoundSlider": Control(
            kind: .slider, paths: shared.union(["minColorPath", "maxColorPath", "thumbColorPath"]), settings: ["liveUpdate"]),
        "ADBoundSwitch": Control(
            kind: .switch, paths: shared.union(["onColorPath", "offColorPath", "thumbColorPath"]), settings: ["liveUpdate"]),
        "ADBoundProgressView": Control(
            kind: .progressView, paths: shared.union(["progressColorPath", "trackColorPath"]), settings: ["minValue", "maxValue"]),
        "ADBoundStepper": Control(kind: .stepper, paths: shared.union(["colorPath"]), settings: ["liveUpdate"]),
        "ADBoundImageView": Control(kind: .imageView, paths: shared.union(["colorPath"]), settings: []),
        "ADBoundWebView": Control(kind: .webView, paths: shared, settings: ["containsHTML", "containsHTLM"]),
        "ADBoundSegmentedControl": Control(
            kind: .segmentedControl, paths: shared.union(["colorPath"]), settings: ["liveUpdate", "byTitle"]),
        "ADBoundTextPicker": Control(
            kind: .textPicker, paths: shared.union(["colorPath"]), settings: ["liveUpdate", "title", "optionsValues"]),
    ]

    /// The DataBindSwift `DataBindable` properties.
    static let dataBindSwift: Set<String> = ["fieldPath", "fieldType", "fieldTypeError", "required", "requiredError", "persist"]
}
