import ActionData
import Foundation

/// Makes the engine control for one bound Interface Builder object and applies its bindings
/// and settings, noting what has no counterpart.
struct InterfaceControlConfiguration {
    let object: ADInterfaceObject
    let bindings: [ADInterfaceBinding]
    private(set) var notes: [ADInterfaceNote] = []
    /// The bindings' settings merged, the first binding's winning: read once, asked per setting.
    private let settings: [String: ADValue]

    init(object: ADInterfaceObject, bindings: [ADInterfaceBinding]) {
        self.object = object
        self.bindings = bindings
        settings = bindings.reduce(into: [:]) { merged, binding in merged.merge(binding.settings) { first, _ in first } }
    }

    /// The data path: `dataPath`, `fieldPath`, or the formula of a value-carrying AKABeacon binding.
    private var dataPath: String {
        for binding in bindings {
            switch (binding.convention, binding.property) {
            case (.actionData, "dataPath"), (.dataBindSwift, "fieldPath"): return binding.source
            case (.akaBeacon, _) where binding.bindingKind?.carriesValue == true:
                if let formula = formulaSource(binding) { return formula }
            default: continue
            }
        }
        return ""
    }

    /// A name for messages and the page: the object's label, else the field it binds, else
    /// its design-time text or placeholder, else its id.
    private var name: String {
        if let label = object.userLabel, !label.isEmpty { return label }
        // Nothing lost: A name for messages: a data path that is no plain field path falls through to the next name.
        if let path = try? ADFormula(dataPath).fieldPath { return path.dotted }
        for text in [object.text, object.placeholder] {
            if let text, !text.isEmpty { return text }
        }
        return object.id
    }

    mutating func makeControl() -> (any ADBindable)? {
        let kind = bindings.first?.controlKind ?? ADInterfaceControlKind(object: object)
        switch kind {
        case .control(let kind):
            return configured(makeModel(kind))
        case .pickerView where bindings.contains(where: { $0.bindingKind == .picker }):
            return configured(ADTextPickerModel(name: name, dataPath: dataPath))
        case .pickerView, .other:
            note("no engine control for a \(kind); its bindings are not applied")
            return nil
        }
    }

    private func makeModel(_ kind: ADControlKind) -> ADControlModel & ADBindable {
        switch kind {
        case .label: return ADLabelModel(name: name, dataPath: dataPath)
        case .textField: return ADTextFieldModel(name: name, dataPath: dataPath)
        case .textView: return ADTextViewModel(name: name, dataPath: dataPath)
        case .slider:
            return ADSliderModel(
                name: name, dataPath: dataPath, minimumValue: number("minValue") ?? object.minimumValue ?? 0,
                maximumValue: number("maxValue") ?? object.maximumValue ?? 1)
        case .switch: return ADSwitchModel(name: name, dataPath: dataPath)
        case .progressView:
            return ADProgressViewModel(
                name: name, dataPath: dataPath, minimumValue: number("minValue") ?? 0, maximumValue: number("maxValue") ?? 1)
        case .stepper:
            return ADStepperModel(
                name: name, dataPath: dataPath, minimumValue: object.minimumValue ?? 0, maximumValue: object.maximumValue ?? 100,
                stepValue: object.properties["stepValue"].flatMap(Double.init) ?? 1)
        case .imageView: return ADImageViewModel(name: name, dataPath: dataPath)
        case .webView:
            return ADWebViewModel(
                name: name, dataPath: dataPath, containsHTML: flag("containsHTML") ?? flag("containsHTLM") ?? false)
        case .segmentedControl:
            return ADSegmentedControlModel(
                name: name, dataPath: dataPath, segmentTitles: object.segmentTitles, byTitle: flag("byTitle") ?? false)
        case .textPicker:
            let picker = ADTextPickerModel(name: name, dataPath: dataPath, title: text("title") ?? "")
            picker.optionValues = text("optionsValues") ?? text("optionValues") ?? ""
            return picker
        case .datePicker: return ADDatePickerModel(name: name, dataPath: dataPath)
        case .list: return ADListModel(name: name, dataPath: dataPath)
        }
    }

    private mutating func configured(_ control: ADControlModel & ADBindable) -> ADControlModel & ADBindable {
        if control.typed.kind?.hasFont == true { control.documentFont = object.fontDescription }
        for binding in bindings {
            switch (binding.convention, binding.property) {
            case (.actionData, "dataPath"), (.dataBindSwift, "fieldPath"): continue
            case (.actionData, let property) where property.hasSuffix("Path"):
                if !ControlProperties.setPath(property, to: binding.source, on: control) {
                    note("\(property) is not a property of \(binding.className)", line: binding.line)
                }
            case (.akaBeacon, let property):
                akaBeacon(binding, property: property, control: control)
            default:
                continue
            }
        }
        if let editable = control as? any ADEditableBindable { apply(to: editable) }
        if let formatted = control as? any ADFormattedBindable {
            if let type = text("formatType") {
                if let formatType = ADFormatType(rawValue: type.lowercased()) {
                    formatted.formatType = formatType
                } else {
                    note("formatType \(type) is not number, date or masked")
                }
            }
            if let pattern = text("formatPattern") { formatted.formatPattern = pattern }
        }
        if let keyboard = control as? ADTextEntryControlModel {
            keyboard.showDoneButton = flag("showDoneButton") ?? keyboard.showDoneButton
            keyboard.showPrevNextButtons = flag("showPrevNextButtons") ?? keyboard.showPrevNextButtons
            keyboard.closeOnReturn = flag("closeOnReturn") ?? keyboard.closeOnReturn
            keyboard.onEndEditing = flag("onEndEditing") ?? keyboard.onEndEditing
        }
        return control
    }

    private mutating func apply(to editable: any ADEditableBindable) {
        editable.liveUpdate = flag("liveUpdate") ?? editable.liveUpdate
        editable.validation.required = flag("required") ?? editable.validation.required
        editable.validation.requiredError = text("requiredError") ?? editable.validation.requiredError
        editable.validation.fieldTypeError = text("fieldTypeError") ?? editable.validation.fieldTypeError
        editable.validation.asyncValidator = text("asyncValidator") ?? editable.validation.asyncValidator
        if let type = text("fieldType") {
            if let fieldType = ADFieldType(rawValue: type.lowercased()) {
                editable.validation.fieldType = fieldType
            } else {
                note("fieldType \(type) is not one of \(ADFieldType.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        let isDataBindSwiftField = bindings.contains { $0.convention == .dataBindSwift && $0.property == "fieldPath" }
        editable.validation.persist = flag("persist") ?? (isDataBindSwiftField || editable.validation.persist)
    }

    func formulaSource(_ binding: ADInterfaceBinding) -> String? {
        switch binding.expression?.pickerBinding.primary {
        case .formula(let formula, _)?: return formula.source
        case .scopedKeyPath(_, let path?, _)?: return path.source
        default: return nil
        }
    }

    static func constantFlag(_ expression: ADBindingExpression) -> Bool? {
        if case .constant(.bool(let flag), _)? = expression.primary { return flag }
        return nil
    }

    private func flag(_ name: String) -> Bool? { settings[name].map(\.asBool) }

    /// The setting `name` as a number; one that is no number is left unset, and the control
    /// keeps its design-time value (lint reports it).
    private func number(_ name: String) -> Double? { settings[name]?.convertedNumber?.numericValue }

    private func text(_ name: String) -> String? {
        guard let value = settings[name], !value.isNull else { return nil }
        return value.stringValue ?? value.description
    }

    mutating func note(_ message: String, line: Int? = nil) {
        notes.append(ADInterfaceNote(line: line ?? object.line, objectID: object.id, className: object.className, message: message))
    }
}
