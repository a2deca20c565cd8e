#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// Finds a view's control in the form scope and renders it while it is not hidden, re-rendered
/// whenever the form publishes that control: disabled as the engine says, in the colours of
/// its colour paths, with its validation message under it, its asynchronous check and loaded
/// options' state, and under that the form's refusal of the last event sent from the view.
@MainActor
struct ControlHost<Content: View>: View {
    private let source: ControlSource
    private let content: (ControlEditor) -> Content
    @Environment(\.actionDataForm) private var form

    init(_ source: ControlSource, @ViewBuilder content: @escaping (ControlEditor) -> Content) {
        self.source = source
        self.content = content
    }

    var body: some View {
        if let form, let control = source.control(in: form) {
            ObservedControl(control: control, form: form, content: content).id(control.id)
        }
    }
}

/// One control's view, observing the control.
@MainActor
private struct ObservedControl<Content: View>: View {
    @StateObject private var observer: ControlObserver
    private let form: ADFormModel
    private let content: (ControlEditor) -> Content

    init(control: ADFormControl, form: ADFormModel, content: @escaping (ControlEditor) -> Content) {
        let observer = ControlObserver(control)
        _observer = StateObject(wrappedValue: observer)
        self.form = form
        self.content = content
    }

    var body: some View {
        let control = observer.control
        if !control.isHidden {
            content(ControlEditor(control: control, form: form, observer: observer))
                .disabled(!control.isEnabled)
                .modifier(ControlColors(control))
                .modifier(ControlFont(control.font))
            ControlMessage(control: control, message: control.validationMessage)
            ControlCheck(control: control)
            ControlOptionList(control: control)
            ControlMessage(control: control, message: observer.refusal)
        }
    }
}
#endif
