#if canImport(SwiftUI)
import ActionData
import Combine

/// Bridges a form's form-wide changes (focus, fill, Save) to SwiftUI, and mirrors the focus
/// between the engine and SwiftUI's `@FocusState`: the engine decides where the focus is, the
/// focus state follows it, and a tap into a field is sent to the engine as a focus event.
@MainActor
final class FormObserver: ObservableObject {
    let form: ADFormModel
    /// The control SwiftUI should give the keyboard to: the engine's focused control when it
    /// is a text field or text view (an open picker shows no keyboard), else `nil`.
    @Published private(set) var keyboardFocus: ADFormControl.ID?
    private var observation: ADFormObservation?

    init(_ form: ADFormModel) {
        self.form = form
        keyboardFocus = Self.keyboardFocus(of: form)
        observation = form.observe { [weak self] changes in self?.formDidChange(changes) }
    }

    /// SwiftUI moved the keyboard focus (a tap into a field, the keyboard dismissed): the
    /// engine is told, and its answer is published back.
    func focusStateDidChange(to id: ADFormControl.ID?) {
        guard id != keyboardFocus else { return }
        if let id, let control = form.controls.first(where: { $0.id == id }) {
            _ = try? form.focus(control)
        } else if id == nil, keyboardFocus != nil {
            form.done()
        }
        keyboardFocus = Self.keyboardFocus(of: form)
    }

    private func formDidChange(_ changes: ADFormChanges) {
        objectWillChange.send()
        if changes.contains(.focus) { keyboardFocus = Self.keyboardFocus(of: form) }
    }

    private static func keyboardFocus(of form: ADFormModel) -> ADFormControl.ID? {
        guard let focused = form.focusedControl else { return nil }
        switch focused.control {
        case .textField, .textView: return focused.id
        case .label, .slider, .switch, .progressView, .stepper, .imageView, .webView, .segmentedControl, .textPicker,
            .datePicker, .list, .custom:
            return nil
        }
    }
}
#endif
