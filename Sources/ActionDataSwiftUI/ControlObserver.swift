#if canImport(SwiftUI)
import ActionData
import Combine

/// Bridges one control's change notifications to SwiftUI: the control's views re-render when
/// the form model publishes this control, and only then. A validation message that appears or
/// changes is announced to VoiceOver, and so are an event the form refused
/// (``ControlEditor/send(_:)``), which shows until the control next changes, and each verdict
/// of the control's asynchronous check (a pending check is shown, not announced), and a failed
/// load of its options.
@MainActor
final class ControlObserver: ObservableObject {
    let control: ADFormControl
    /// Why the form refused the last event sent from this control's view; `nil` once the
    /// control changed or an event was accepted since.
    private(set) var refusal: String?
    private var observation: ADFormObservation?
    private var announcedMessage: String?
    private var announcedCheck: ADAsyncValidationState?
    private var announcedOptionFailure: String?

    init(_ control: ADFormControl) {
        self.control = control
        announcedMessage = control.validationMessage
        announcedCheck = control.asyncCheck
        observation = control.observe { [weak self] in self?.controlDidChange() }
    }

    /// Shows `message` under the control, and speaks it unless it is shown already; the view
    /// renders again either way, so its input goes back to the engine's value.
    func show(refusal message: String) {
        objectWillChange.send()
        if message != refusal { announceToAssistiveTechnologies(message) }
        refusal = message
    }

    /// Takes a shown refusal away: an event was accepted since.
    func clearRefusal() {
        guard refusal != nil else { return }
        objectWillChange.send()
        refusal = nil
    }

    private func controlDidChange() {
        objectWillChange.send()
        refusal = nil
        let message = control.validationMessage
        if message != announcedMessage, let message { announceToAssistiveTechnologies(message) }
        announcedMessage = message
        let check = control.asyncCheck
        if check != announcedCheck, let check, check != .pending, check.message != message {
            announceToAssistiveTechnologies(ControlCheck.text(of: check))
        }
        announcedCheck = check
        let failure = control.optionList?.message
        if failure != announcedOptionFailure, let failure { announceToAssistiveTechnologies(failure) }
        announcedOptionFailure = failure
    }
}
#endif
