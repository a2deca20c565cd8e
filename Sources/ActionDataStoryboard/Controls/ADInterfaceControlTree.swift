import ActionData

/// The binding engine's control models for an Interface Builder document: Action Data
/// controls (`customClass="ADBound…"`) and DataBindSwift fields become ``ADBound…``
/// controls under ``ADViewGroup``s that mirror the document's view tree, ready for an
/// ``ADBindingController``.
///
/// ```swift
/// let tree = ADInterfaceControlTree(document: try ADInterfaceDocument(contentsOf: url))
/// let controller = ADBindingController(root: tree.root, record: record)
/// ```
///
/// Objects without bound controls below them are left out; AKABeacon expressions are not
/// mapped (they are read by ``ADInterfaceBindingSet``) and are listed in ``notes``.
public final class ADInterfaceControlTree {
    /// The document's scenes as groups, holding the bound controls in document order.
    public let root: ADViewGroup
    /// The controls, in document order, with the id of the object each came from.
    public let controls: [(objectID: String, control: any ADBindable)]
    /// What was not mapped: AKABeacon bindings and controls the engine has no model for.
    public let notes: [ADInterfaceNote]

    /// Builds the controls of `document`.
    public init(document: ADInterfaceDocument) {
        var builder = ControlTreeBuilder()
        let scenes = document.scenes.compactMap { scene -> ADViewGroup? in
            let children = scene.objects.compactMap { builder.node(for: $0) }
            return children.isEmpty ? nil : ADViewGroup(name: scene.id, children)
        }
        root = ADViewGroup(name: "", scenes)
        controls = builder.controls
        notes = builder.notes
    }
}

/// Walks the object tree, building a control for every bound object.
struct ControlTreeBuilder {
    var controls: [(objectID: String, control: any ADBindable)] = []
    var notes: [ADInterfaceNote] = []

    mutating func node(for object: ADInterfaceObject) -> (any ADViewNode)? {
        if let control = control(for: object) {
            controls.append((object.id, control))
            return control
        }
        if object.runtimeAttributes.contains(where: { $0.keyPath.hasSuffix("_aka") }) {
            notes.append(
                ADInterfaceNote(
                    line: object.line, objectID: object.id, className: object.className,
                    message: "AKABeacon bindings are read as expressions, not mapped to a control model"))
        }
        let children = object.children.compactMap { node(for: $0) }
        return children.isEmpty ? nil : ADViewGroup(name: object.id, children)
    }

    private mutating func control(for object: ADInterfaceObject) -> (any ADBindable)? {
        let settings = Settings(object: object)
        if let customClass = object.customClass, customClass.hasPrefix("ADBound") {
            return actionDataControl(customClass, object: object, settings: settings)
        }
        guard let fieldPath = settings.text("fieldPath"), !fieldPath.isEmpty else { return nil }
        return dataBindSwiftControl(object: object, fieldPath: fieldPath, settings: settings)
    }

    private mutating func actionDataControl(
        _ customClass: String, object: ADInterfaceObject, settings: Settings
    ) -> (any ADBindable)? {
        let name = object.id
        let dataPath = settings.text("dataPath") ?? ""
        let control: ADBoundControl & ADBindable
        switch customClass {
        case "ADBoundLabel":
            let label = ADBoundLabel(name: name, dataPath: dataPath, formatting: settings.formatting)
            label.colorPath = settings.text("colorPath") ?? ""
            control = label
        case "ADBoundTextField":
            let field = ADBoundTextField(name: name, dataPath: dataPath, formatting: settings.formatting)
            field.text = object.text ?? ""
            field.colorPath = settings.text("colorPath") ?? ""
            field.liveUpdate = settings.flag("liveUpdate") ?? false
            field.onEndEditing = settings.flag("onEndEditing") ?? false
            field.showDoneButton = settings.flag("showDoneButton") ?? false
            field.showPrevNextButtons = settings.flag("showPrevNextButtons") ?? false
            field.closeOnReturn = settings.flag("closeOnReturn") ?? false
            control = field
        case "ADBoundTextView":
            let view = ADBoundTextView(name: name, dataPath: dataPath)
            view.text = object.text ?? ""
            view.colorPath = settings.text("colorPath") ?? ""
            view.liveUpdate = settings.flag("liveUpdate") ?? false
            view.onEndEditing = settings.flag("onEndEditing") ?? false
            view.showDoneButton = settings.flag("showDoneButton") ?? false
            view.showPrevNextButtons = settings.flag("showPrevNextButtons") ?? false
            view.closeOnReturn = settings.flag("closeOnReturn") ?? false
            control = view
        case "ADBoundSlider":
            let slider = ADBoundSlider(
                name: name, dataPath: dataPath, minimumValue: object.minimumValue ?? 0, maximumValue: object.maximumValue ?? 1)
            slider.minColorPath = settings.text("minColorPath") ?? ""
            slider.maxColorPath = settings.text("maxColorPath") ?? ""
            slider.thumbColorPath = settings.text("thumbColorPath") ?? ""
            slider.liveUpdate = settings.flag("liveUpdate") ?? false
            control = slider
        case "ADBoundSwitch":
            let toggle = ADBoundSwitch(name: name, dataPath: dataPath)
            toggle.isOn = object.properties["on"] == "YES"
            toggle.onColorPath = settings.text("onColorPath") ?? ""
            toggle.offColorPath = settings.text("offColorPath") ?? ""
            toggle.thumbColorPath = settings.text("thumbColorPath") ?? ""
            toggle.liveUpdate = settings.flag("liveUpdate") ?? false
            control = toggle
        case "ADBoundProgressView":
            let progress = ADBoundProgressView(
                name: name, dataPath: dataPath, minValue: settings.number("minValue") ?? 0, maxValue: settings.number("maxValue") ?? 1)
            progress.progressColorPath = settings.text("progressColorPath") ?? ""
            progress.trackColorPath = settings.text("trackColorPath") ?? ""
            control = progress
        case "ADBoundStepper":
            let stepper = ADBoundStepper(
                name: name, dataPath: dataPath, minimumValue: object.minimumValue ?? 0, maximumValue: object.maximumValue ?? 100,
                stepValue: object.properties["stepValue"].flatMap(Double.init) ?? 1)
            stepper.colorPath = settings.text("colorPath") ?? ""
            stepper.liveUpdate = settings.flag("liveUpdate") ?? false
            control = stepper
        case "ADBoundImageView":
            let image = ADBoundImageView(name: name, dataPath: dataPath)
            image.colorPath = settings.text("colorPath") ?? ""
            control = image
        case "ADBoundWebView":
            control = ADBoundWebView(
                name: name, dataPath: dataPath, containsHTML: settings.flag("containsHTML") ?? settings.flag("containsHTLM") ?? false)
        case "ADBoundSegmentedControl":
            let segments = ADBoundSegmentedControl(
                name: name, dataPath: dataPath, segmentTitles: object.segmentTitles, byTitle: settings.flag("byTitle") ?? false)
            segments.colorPath = settings.text("colorPath") ?? ""
            segments.liveUpdate = settings.flag("liveUpdate") ?? false
            control = segments
        case "ADBoundTextPicker":
            let picker = ADBoundTextPicker(name: name, dataPath: dataPath, title: settings.text("title") ?? "")
            picker.optionValues = settings.text("optionsValues") ?? ""
            picker.colorPath = settings.text("colorPath") ?? ""
            picker.liveUpdate = settings.flag("liveUpdate") ?? false
            control = picker
        default:
            notes.append(
                ADInterfaceNote(
                    line: object.line, objectID: object.id, className: customClass,
                    message: "no control model for '\(customClass)'; the object is left out"))
            return nil
        }
        control.enabledPath = settings.text("enabledPath") ?? ""
        control.hiddenPath = settings.text("hiddenPath") ?? ""
        return control
    }

    private mutating func dataBindSwiftControl(
        object: ADInterfaceObject, fieldPath: String, settings: Settings
    ) -> (any ADBindable)? {
        var rules = ADValidationRules()
        rules.required = settings.flag("required") ?? false
        rules.requiredError = settings.text("requiredError") ?? ""
        rules.fieldType = settings.text("fieldType").flatMap { ADFieldType(rawValue: $0.lowercased()) }
        rules.fieldTypeError = settings.text("fieldTypeError") ?? ""
        rules.persist = settings.flag("persist") ?? true
        let name = object.id
        switch ADInterfaceControlKind(object: object) {
        case .label:
            return ADBoundLabel(name: name, dataPath: fieldPath)
        case .textField:
            let field = ADBoundTextField(name: name, dataPath: fieldPath)
            field.validation = rules
            return field
        case .textView:
            let view = ADBoundTextView(name: name, dataPath: fieldPath)
            view.validation = rules
            return view
        case .slider:
            let slider = ADBoundSlider(
                name: name, dataPath: fieldPath, minimumValue: object.minimumValue ?? 0, maximumValue: object.maximumValue ?? 1)
            slider.validation = rules
            return slider
        case .switch:
            let toggle = ADBoundSwitch(name: name, dataPath: fieldPath)
            toggle.validation = rules
            return toggle
        case .imageView:
            return ADBoundImageView(name: name, dataPath: fieldPath)
        default:
            notes.append(
                ADInterfaceNote(
                    line: object.line, objectID: object.id, className: object.className,
                    message: "DataBindSwift field on a \(object.elementName), which has no control model; left out"))
            return nil
        }
    }
}

/// An object's runtime attributes by key path.
private struct Settings {
    let values: [String: ADValue]

    init(object: ADInterfaceObject) {
        values = Dictionary(object.runtimeAttributes.map { ($0.keyPath, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    func text(_ key: String) -> String? {
        guard let value = values[key], value != .null else { return nil }
        return value.asText()
    }

    func flag(_ key: String) -> Bool? { values[key].map(\.asBool) }

    func number(_ key: String) -> Double? { values[key].flatMap { try? $0.asDouble() } }

    var formatting: ADTextFormatting {
        ADTextFormatting(
            formatType: text("formatType").flatMap { ADFormatType(rawValue: $0.lowercased()) },
            formatPattern: text("formatPattern") ?? "")
    }
}
