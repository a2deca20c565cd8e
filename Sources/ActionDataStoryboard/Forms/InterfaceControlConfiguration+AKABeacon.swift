import ActionData

/// AKABeacon bindings (`textBinding_aka`, `valueBinding_aka`, …) applied to an engine control:
/// conditions become enabled and hidden paths; text, range and choice attributes become the
/// control's settings; what has no engine counterpart is noted.
extension InterfaceControlConfiguration {
    mutating func akaBeacon(_ binding: ADInterfaceBinding, property: String, control: any ADBindable) {
        guard let kind = binding.bindingKind, let expression = binding.expression else { return }
        if case .conditional = expression {
            return note(
                "\(property) is conditional ($when/$whenNot/$else), which an engine control cannot hold; "
                    + "it is not applied (a formula such as CASE WHEN … THEN … ELSE … END can express it)", line: binding.line)
        }
        switch kind {
        case .text, .value, .state, .picker, .date:
            if expression.attribute("liveModelUpdates").flatMap(Self.constantFlag) == true,
               let editable = control as? any EditableSettings {
                editable.liveUpdate = true
            }
            switch kind {
            case .text: applyTextFormat(of: binding, expression, to: control)
            case .value: applyRange(of: binding, expression, to: control)
            case .picker: applyChoices(of: binding, expression, to: control)
            default: break
            }
        case .condition:
            guard let formula = formulaSource(binding) else { return note("\(property) has no formula", line: binding.line) }
            let target = property.hasPrefix("hidden") ? "hiddenPath" : "enabledPath"
            _ = ControlProperties.setPath(target, to: formula, on: control)
        case .style, .dataSource:
            note("\(property) has no engine counterpart and is kept for linting only", line: binding.line)
        }
    }

    /// `numberFormatter`, `dateFormatter`, `textForUndefinedValue` … as the control's
    /// ``ADTextFormatting/bindingFormat``. Attribute formulas are evaluated once, here, so one
    /// that reads a field is noted instead.
    private mutating func applyTextFormat(of binding: ADInterfaceBinding, _ expression: ADBindingExpression, to control: any ADBindable) {
        let format: ADBindingTextFormat
        do {
            format = try ADBindingTextFormat(binding: expression)
        } catch {
            return note("\(binding.property): text attributes read fields (\(error.description)); they are not applied", line: binding.line)
        }
        if format.isPlain { return }
        guard let formatted = control as? any FormattingSettings else {
            return note("\(binding.property): text attributes apply to labels and text fields only", line: binding.line)
        }
        formatted.formatting.bindingFormat = format
    }

    /// `minimumValue`, `maximumValue` and `stepValue` constants on sliders, steppers and
    /// progress views.
    private mutating func applyRange(of binding: ADInterfaceBinding, _ expression: ADBindingExpression, to control: any ADBindable) {
        var range: [String: Double] = [:]
        for name in ["minimumValue", "maximumValue", "stepValue"] {
            guard let attribute = expression.attribute(name) else { continue }
            guard case .constant(let value, _)? = attribute.primary, let number = try? value.asDouble() else {
                note("\(binding.property): \(name) is not a constant number; it is not applied", line: binding.line)
                continue
            }
            range[name] = number
        }
        switch control {
        case let slider as ADBoundSlider:
            slider.minimumValue = range["minimumValue"] ?? slider.minimumValue
            slider.maximumValue = range["maximumValue"] ?? slider.maximumValue
        case let stepper as ADBoundStepper:
            stepper.minimumValue = range["minimumValue"] ?? stepper.minimumValue
            stepper.maximumValue = range["maximumValue"] ?? stepper.maximumValue
            stepper.stepValue = range["stepValue"] ?? stepper.stepValue
        case let progress as ADBoundProgressView:
            progress.minValue = range["minimumValue"] ?? progress.minValue
            progress.maxValue = range["maximumValue"] ?? progress.maxValue
        default:
            if !range.isEmpty { note("\(binding.property): a \(object.elementName) has no range", line: binding.line) }
        }
    }

    /// `choices: [ … ]` of constants and `title` on a picker.
    private mutating func applyChoices(of binding: ADInterfaceBinding, _ expression: ADBindingExpression, to control: any ADBindable) {
        guard let picker = control as? ADBoundTextPicker else { return }
        if let title = expression.attribute("title") {
            if case .constant(let value, _)? = title.primary { picker.title = value.asText() }
            else { note("\(binding.property): title is not a constant; it is not applied", line: binding.line) }
        }
        guard let choices = expression.attribute("choices") else { return }
        guard case .array(let elements, _)? = choices.primary else {
            return note("\(binding.property): choices are not a constant array; the picker has no options", line: binding.line)
        }
        var options: [String] = []
        for element in elements {
            guard case .constant(let value, _)? = element.primary else {
                return note("\(binding.property): a choice is not a constant; the picker has no options", line: binding.line)
            }
            options.append(value.asText())
        }
        picker.optionList = options
    }
}
