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

    /// The state of the control `id`, if the update redraws it.
    public func state(of id: String) -> ADWebControlState? {
        states.first { $0.id == id }
    }
}
