import ActionData

extension ADWebControlState {
    /// The state of a control that reads a field the person may not see: its identifier and
    /// kind, hidden, disabled, and showing the empty content of its kind. It is the same
    /// whatever the record holds, so the page learns nothing from it but that it is withheld.
    public init(withholding control: any ADBindable, id: String) {
        self.id = id
        kind = ADWebControlKind(of: control)
        isEnabled = false
        isHidden = true
        colors = [:]
        content = Self.emptyContent(of: control)
    }

    /// What a control of `control`'s kind shows when it shows nothing.
    private static func emptyContent(of control: any ADBindable) -> Content {
        switch control.typed {
        case .label, .textField, .textView: .text("")
        case .slider: .number(value: 0, minimum: 0, maximum: 1, step: nil)
        case .stepper: .number(value: 0, minimum: 0, maximum: 1, step: 1)
        case .switch: .onOff(false)
        case .progressView: .progress(value: 0, fraction: 0)
        case .imageView: .image(dataURL: nil)
        case .webView: .web(url: nil, html: nil)
        case .segmentedControl: .segments(titles: [], selected: nil)
        case .textPicker: .picker(text: "", options: [], title: "")
        case .datePicker: .date(nil, minimum: nil, maximum: nil)
        case .list: .list(rows: [], backgrounds: [], layouts: [], sections: [], selected: nil)
        case .custom(let custom): custom is any ADTextShowing ? .text("") : .none
        }
    }
}
