import ActionData

/// AKABeacon bindings (`textBinding_aka`, `valueBinding_aka`, …) applied to an engine control:
/// value bindings become its `dataBinding` (conditionals and text attributes included),
/// conditions its enabled and hidden paths (or bindings, when conditional), style bindings its
/// `styleBinding`, range and choice attributes its settings; what has no engine counterpart is
/// noted.
extension InterfaceControlConfiguration {
    mutating func akaBeacon(_ binding: ADInterfaceBinding, property: String, control: ADControlModel & ADBindable) {
        guard let kind = binding.bindingKind, let expression = binding.expression?.pickerBinding else { return }
        switch kind {
        case .text, .value, .state, .picker, .date, .image:
            control.dataBinding = expression
            guard case .binding = expression else {
                if control is any ADEditableBindable {
                    note("\(property) is conditional: the control shows the active branch, but its edits cannot be written back",
                         line: binding.line)
                }
                return
            }
            applyLiveModelUpdates(of: binding, expression, to: control)
            switch kind {
            case .text:
                let shaping = expression.attributes.filter { $0.name != "liveModelUpdates" }
                if !shaping.isEmpty, !(control is any ADFormattedBindable) {
                    note("\(property): text attributes apply to labels and text fields only", line: binding.line)
                }
            case .value: applyRange(of: binding, expression, to: control)
            case .picker: applyChoices(of: binding, expression, to: control)
            default: break
            }
        case .condition:
            let hidden = property.hasPrefix("hidden")
            if let formula = formulaSource(binding) {
                _ = ControlProperties.setPath(hidden ? "hiddenPath" : "enabledPath", to: formula, on: control)
            } else if hidden {
                control.hiddenBinding = expression
            } else {
                control.enabledBinding = expression
            }
        case .style:
            control.styleBinding = expression
        case .font:
            guard control.typed.kind?.hasFont == true else {
                return note("\(property) applies to labels, text fields and text views only", line: binding.line)
            }
            control.fontBinding = expression
        case .dataSource:
            guard case .list = control.typed else {
                return note("\(property) applies to table views only", line: binding.line)
            }
            control.dataBinding = expression
            applyLiveModelUpdates(of: binding, expression, to: control)
        }
    }

    /// AKABeacon's `liveModelUpdates`: absent or `$true`, the record is updated on every change;
    /// `$false`, when editing ends (a control without an editing session, such as a slider,
    /// ends editing with each change).
    private mutating func applyLiveModelUpdates(
        of binding: ADInterfaceBinding, _ expression: ADBindingExpression, to control: ADControlModel & ADBindable
    ) {
        guard let editable = control as? any ADEditableBindable else { return }
        var live = true
        if let attribute = expression.attribute("liveModelUpdates") {
            if let flag = Self.constantFlag(attribute) {
                live = flag
            } else {
                note("\(binding.property): liveModelUpdates is not a constant; the record is updated on every change", line: binding.line)
            }
        }
        editable.liveUpdate = true
        if let entry = control as? ADTextEntryControlModel { entry.onEndEditing = !live }
    }

    /// `minimumValue`, `maximumValue` and `stepValue` constants on sliders, steppers and
    /// progress views.
    private mutating func applyRange(of binding: ADInterfaceBinding, _ expression: ADBindingExpression, to control: ADControlModel & ADBindable) {
        var range: [String: Double] = [:]
        for name in ["minimumValue", "maximumValue", "stepValue"] {
            guard let attribute = expression.attribute(name) else { continue }
            // A range that is no constant number is handled just below: evaluated live, or reported.
            guard case .constant(let value, _)? = attribute.primary, let number = value.convertedNumber?.numericValue else {
                // Sliders and steppers evaluate formula ranges with their binding, live.
                if control is ADRangeControlModel, !attribute.fieldPaths.isEmpty { continue }
                note("\(binding.property): \(name) is not a constant number; it is not applied", line: binding.line)
                continue
            }
            range[name] = number
        }
        switch control.typed {
        case .slider(let slider):
            apply(range, to: slider)
        case .stepper(let stepper):
            apply(range, to: stepper)
            stepper.stepValue = range["stepValue"] ?? stepper.stepValue
        case .progressView(let progress):
            progress.minimumValue = range["minimumValue"] ?? progress.minimumValue
            progress.maximumValue = range["maximumValue"] ?? progress.maximumValue
        case .label, .textField, .textView, .switch, .imageView, .webView, .segmentedControl, .textPicker, .datePicker, .list,
            .custom:
            if !range.isEmpty { note("\(binding.property): a \(object.elementName) has no range", line: binding.line) }
        }
    }

    private func apply(_ range: [String: Double], to control: ADRangeControlModel) {
        control.minimumValue = range["minimumValue"] ?? control.minimumValue
        control.maximumValue = range["maximumValue"] ?? control.maximumValue
    }

    /// A constant `title` is the picker's title; `choices`, per-choice `title` key paths and the
    /// undefined/other titles are evaluated by the engine with the binding.
    private mutating func applyChoices(of binding: ADInterfaceBinding, _ expression: ADBindingExpression, to control: any ADBindable) {
        guard case .textPicker(let picker) = control.typed else { return }
        if case .constant(let value, _)? = expression.attribute("title")?.primary { picker.title = value.asText() }
    }
}
