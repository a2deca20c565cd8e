#if canImport(SwiftUI)
import ActionData
import SwiftUI

/// What a control's view holds of its form: the control's state to show, and the one way it
/// sends the user's events for the control. An event the form refuses (``ADFormError``: a
/// control a live update has just disabled, a value it does not offer) is shown under the
/// control and announced to VoiceOver, not dropped.
@MainActor
struct ControlEditor {
    /// The control, as the form publishes it.
    let control: ADFormControl
    /// The form the control belongs to.
    let form: ADFormModel
    let observer: ControlObserver

    /// Sends `event` for the control.
    /// - Returns: the event's answer, or `nil` when the form refused it; the refusal then
    ///   shows under the control until the control next changes or an event is accepted.
    @discardableResult
    func send<Answer>(_ event: (ADFormModel, ADFormControl) throws -> Answer) -> Answer? {
        do {
            let answer = try event(form, control)
            observer.clearRefusal()
            return answer
        } catch {
            observer.show(refusal: String(describing: error))
            return nil
        }
    }

    /// A SwiftUI binding over the control: it reads `value` of the control and sends each
    /// change through `event` (``send(_:)``), so a refused change shows and the input goes back
    /// to the engine's value.
    func binding<Value>(
        _ value: @escaping (ADFormControl) -> Value,
        send event: @escaping (ADFormModel, ADFormControl, Value) throws -> Void
    ) -> Binding<Value> {
        Binding(get: { value(control) }, set: { newValue in send { try event($0, $1, newValue) } })
    }

    /// Shows a failure of the view's own, before any event reached the form (a chosen file
    /// that could not be read), where a refusal shows.
    func show(failure message: String) {
        observer.show(refusal: message)
    }
}
#endif
