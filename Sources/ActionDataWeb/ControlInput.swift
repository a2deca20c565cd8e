import ActionData

/// Puts a value the browser sent into a control, as the user's own edit would.
enum ControlInput {
    static func apply(_ value: ADValue, to control: any ADEditableBindable, id: String) throws(ADWebError) {
        switch control.typed {
        case .textField(let field): field.text = try text(value, id)
        case .textView(let view): view.text = try text(value, id)
        case .slider(let slider): slider.value = slider.clamped(try number(value, id))
        case .stepper(let stepper): stepper.value = stepper.clamped(try number(value, id))
        case .switch(let toggle):
            guard case .bool(let isOn) = value else { throw mismatch(id, "true or false") }
            toggle.isOn = isOn
        case .segmentedControl(let segments):
            guard case .int(let index) = value, let segment = Int(exactly: index), segments.segmentTitles.indices.contains(segment)
            else { throw mismatch(id, "a segment index from 0 to \(segments.segmentTitles.count - 1)") }
            segments.selectedSegment = segment
        case .textPicker(let picker):
            let choice = try text(value, id)
            guard picker.optionList.contains(choice) else { throw mismatch(id, "one of the picker's options") }
            picker.text = choice
        case .label, .progressView, .imageView, .webView, .custom:
            throw ADWebError.badRequest("control \"\(id)\" cannot be edited from the browser")
        }
    }

    /// The user's value of `control`, as ``apply(_:to:id:)`` takes it back; `nil` for controls
    /// the browser does not edit.
    static func value(of control: any ADEditableBindable) -> ADValue? {
        switch control.typed {
        case .textField(let field): .string(field.text)
        case .textView(let view): .string(view.text)
        case .slider(let slider): .double(slider.value)
        case .stepper(let stepper): .double(stepper.value)
        case .switch(let toggle): .bool(toggle.isOn)
        case .segmentedControl(let segments): segments.selectedSegment.map { .int(Int64($0)) }
        case .textPicker(let picker): .string(picker.text)
        case .label, .progressView, .imageView, .webView, .custom: nil
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
