import ActionData

/// What the page must change after a request: the controls to redraw, the validation
/// failures to show, and the record as it now stands.
public struct ADWebUpdate: Sendable {
    /// The states of the controls to redraw.
    public var states: [ADWebControlState]
    /// The formula evaluations the request cost; a live edit costs only the bindings that
    /// read the edited field.
    public var evaluations: Int
    /// Why values were not written, one per failing control.
    public var failures: [ADValidationFailure]
    /// The record after the request.
    public var record: ADRecord
    /// The keyboard focus after a focus, keyboard or masked-edit event; `nil` when the
    /// request did not move it.
    public var focus: ADWebFocus?

    /// An update.
    public init(
        states: [ADWebControlState], evaluations: Int = 0, failures: [ADValidationFailure] = [], record: ADRecord,
        focus: ADWebFocus? = nil
    ) {
        self.states = states
        self.evaluations = evaluations
        self.failures = failures
        self.record = record
        self.focus = focus
    }

    /// The state of the control `id`, if the update redraws it.
    public func state(of id: String) -> ADWebControlState? {
        states.first { $0.id == id }
    }
}
