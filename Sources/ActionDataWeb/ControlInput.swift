import ActionData

/// Puts a value the browser sent into a control, as the user's own edit would.
enum ControlInput {
    static func apply(_ value: ADValue, to control: any ADEditableBindable, id: String) throws(ADWebError) {
        switch control {
        case let field as ADTextFieldModel: field.text = try text(value, id)
        case let view as ADTextViewModel: view.text = try text(value, id)
        case let slider as ADSliderModel:
            slider.value = min(max(try number(value, id), slider.minimumValue), slider.maximumValue)
        case let stepper as ADStepperModel:
            stepper.value = min(max(try number(value, id), stepper.minimumValue), stepper.maximumValue)
        case let toggle as ADSwitchModel:
            guard case .bool(let isOn) = value else { throw mismatch(id, "true or false") }
            toggle.isOn = isOn
        case let segments as ADSegmentedControlModel:
            guard case .int(let index) = value, segments.segmentTitles.indices.contains(Int(index)) else {
                throw mismatch(id, "a segment index from 0 to \(segments.segmentTitles.count - 1)")
            }
            segments.selectedSegment = Int(index)
        case let picker as ADTextPickerModel:
            let choice = try text(value, id)
            guard picker.optionList.contains(choice) else { throw mismatch(id, "one of the picker's options") }
            picker.text = choice
        default:
            throw ADWebError.badRequest("control \"\(id)\" cannot be edited from the browser")
        }
    }

    private static func text(_ value: ADValue, _ id: String) throws(ADWebError) -> String {
        guard case .string(let text) = value else { throw mismatch(id, "text") }
        return text
    }

    private static func number(_ value: ADValue, _ id: String) throws(ADWebError) -> Double {
        guard let number = value.numericValue, number.isFinite else { throw mismatch(id, "a number") }
        return number
    }

    private static func mismatch(_ id: String, _ expected: String) -> ADWebError {
        ADWebError.badRequest("control \"\(id)\" expects \(expected)")
    }
}
