#if canImport(SwiftUI)
import ActionData
import SwiftUI

extension View {
    /// Makes `form` the form of the ActionData views inside this one (``ADTextFieldView``,
    /// ``ADLabelView`` …, or ``ADControlView``): they find their controls in it and send it
    /// their events. The scope keeps SwiftUI's focus and the engine's focus chain in step and
    /// puts the focused control's Previous/Next/Done buttons over the keyboard.
    ///
    /// ```swift
    /// VStack {
    ///     ADTextFieldView("name")
    ///     ADLabelView("'Hello ' + name")
    /// }
    /// .actionDataForm(form)
    /// ```
    @MainActor
    public func actionDataForm(_ form: ADFormModel) -> some View {
        modifier(FormScope(form: form)).id(ObjectIdentifier(form))
    }
}

/// The scope of one form: its environment, its `@FocusState` mirrored to and from the engine,
/// and the keyboard toolbar.
@MainActor
struct FormScope: ViewModifier {
    @StateObject private var observer: FormObserver
    @FocusState private var focus: ADFormControl.ID?

    init(form: ADFormModel) {
        let observer = FormObserver(form)
        _observer = StateObject(wrappedValue: observer)
    }

    func body(content: Content) -> some View {
        content
            .environment(\.actionDataForm, observer.form)
            .environment(\.actionDataFocus, $focus)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    AccessoryButtons(buttons: observer.form.accessoryButtons, form: observer.form)
                }
            }
            .onChange(of: focus) { observer.focusStateDidChange(to: $0) }
            .onReceive(observer.$keyboardFocus) { focus = $0 }
            .onAppear { focus = observer.keyboardFocus }
    }
}
#endif
