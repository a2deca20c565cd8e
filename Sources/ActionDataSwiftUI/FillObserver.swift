#if canImport(SwiftUI)
import ActionData
import Combine

/// Tells a whole-form view when the form was filled or its bindings were found again — the
/// only changes after which the list of controls itself may differ.
@MainActor
final class FillObserver: ObservableObject {
    private var observation: ADFormObservation?

    init(_ form: ADFormModel) {
        observation = form.observe { [weak self] changes in
            if changes.contains(.fill) { self?.objectWillChange.send() }
        }
    }
}
#endif
