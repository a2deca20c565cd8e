#if canImport(SwiftUI)
import ActionData
import Combine

/// Bridges a form's form-wide changes (focus, fill, Save, sync) to SwiftUI, announcing a sync
/// state's news (``ADFormModel/syncState``) to VoiceOver, and mirrors the focus
/// between the engine and SwiftUI's `@FocusState` through the form model
/// (``ADFormModel/keyboardControl``, ``ADFormModel/keyboardFocusDidMove(to:)``): the engine
/// decides, the focus state follows.
@MainActor
final class FormObserver: ObservableObject {
    let form: ADFormModel
    /// The value the scope's `@FocusState` holds: the engine's keyboard control, unless it is a
    /// masked field on iOS, a `UITextField` that takes and gives up the keyboard itself.
    @Published private(set) var keyboardFocus: ADFormControl.ID?
    private var observation: ADFormObservation?

    init(_ form: ADFormModel) {
        self.form = form
        keyboardFocus = Self.focusStateValue(of: form)
        observation = form.observe { [weak self] changes in self?.formDidChange(changes) }
    }

    /// SwiftUI moved the focus (a tap into a field, the keyboard dismissed): the engine is
    /// told, and its answer is published back to the focus state.
    func focusStateDidChange(to id: ADFormControl.ID?) {
        guard id != keyboardFocus else { return }
        // Nothing lost: ids are this form's text inputs, and the engine's focus is written back below.
        _ = try? form.keyboardFocusDidMove(to: id.flatMap { id in form.controls.first { $0.id == id } })
        keyboardFocus = Self.focusStateValue(of: form)
    }

    private func formDidChange(_ changes: ADFormChanges) {
        objectWillChange.send()
        if changes.contains(.focus) { keyboardFocus = Self.focusStateValue(of: form) }
        if changes.contains(.sync), let news = form.syncState.announcement { announceToAssistiveTechnologies(news) }
    }

    private static func focusStateValue(of form: ADFormModel) -> ADFormControl.ID? {
        guard let control = form.keyboardControl else { return nil }
        #if canImport(UIKit)
        if control.maskPattern != nil { return nil }
        #endif
        return control.id
    }
}
#endif
