#if canImport(SwiftUI)
import ActionData
import Combine

/// Bridges one control's change notifications to SwiftUI: the control's views re-render when
/// the form model publishes this control, and only then. A validation message that appears or
/// changes is announced to VoiceOver.
@MainActor
final class ControlObserver: ObservableObject {
    let control: ADFormControl
    private var observation: ADFormObservation?
    private var announcedMessage: String?

    init(_ control: ADFormControl) {
        self.control = control
        announcedMessage = control.validationMessage
        observation = control.observe { [weak self] in self?.controlDidChange() }
    }

    private func controlDidChange() {
        objectWillChange.send()
        let message = control.validationMessage
        if message != announcedMessage, let message { announceToAssistiveTechnologies(message) }
        announcedMessage = message
    }
}
#endif
