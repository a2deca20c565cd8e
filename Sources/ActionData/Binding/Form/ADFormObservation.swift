/// A subscription to the changes of an ``ADFormControl`` or an ``ADFormModel``: keep it as long
/// as you want to hear of them.
///
/// The subscription ends when ``cancel()`` is called or when the observation is released,
/// whichever comes first; the control or form holds it only weakly. A SwiftUI view model
/// stores it next to the object it keeps up to date:
///
/// ```swift
/// final class ControlState: ObservableObject {
///     let control: ADFormControl
///     private var observation: ADFormObservation?
///
///     init(_ control: ADFormControl) {
///         self.control = control
///         observation = control.observe { [weak self] in self?.objectWillChange.send() }
///     }
/// }
/// ```
@MainActor
public final class ADFormObservation {
    private var handler: (@MainActor (ADFormChanges) -> Void)?

    init(_ handler: @escaping @MainActor (ADFormChanges) -> Void) {
        self.handler = handler
    }

    /// Whether the subscription still delivers changes.
    public var isActive: Bool { handler != nil }

    /// Ends the subscription: the handler is not called again and is released.
    public func cancel() {
        handler = nil
    }

    func deliver(_ changes: ADFormChanges) {
        handler?(changes)
    }
}
