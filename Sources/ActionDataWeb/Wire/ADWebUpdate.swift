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
    /// The label the page shows beside each failing control, by the failure's
    /// `ADValidationFailure.controlIndex`: the status line names the control by it.
    public var labels: [Int: String] = [:]
    /// A masked edit the page's module answered differently from this server (whose answer
    /// the update carries); `nil` when they agreed or the page computed nothing.
    public var predictionMismatch: ADWebPredictionMismatch?
    /// What the page's status line announces after the request, when the server has news the
    /// person did not cause: the open record changed elsewhere (a device's sync), and which of
    /// their unsaved edits were kept.
    public var notice: String?

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

    /// What the status line calls the control `failure` names, as the person using the form
    /// sees it: the label beside the control, else (for a field no control binds) the field's
    /// name as a caption; `nil` for a failure of the whole form, such as a refused store.
    public func label(of failure: ADValidationFailure) -> String? {
        if let index = failure.controlIndex, let label = labels[index] { return label }
        return failure.path.map { HTMLPage.caption(fromName: $0.dotted.replacing(".", with: " ")) }
    }

    /// The line the page's status shows for `failure`: `Price: The price must be a number.`
    /// `ADValidationFailure.description`, which names the control by kind and name, is for
    /// developers: it stays in the logs and in the answer's JSON.
    public func statusText(of failure: ADValidationFailure) -> String {
        label(of: failure).map { "\($0): \(failure.message)" } ?? failure.message
    }

    /// The state of the control `id`, if the update redraws it.
    public func state(of id: String) -> ADWebControlState? {
        states.first { $0.id == id }
    }
}
