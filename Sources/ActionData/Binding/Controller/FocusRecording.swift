/// What a focus call has changed so far: the indexes of the controls it touched and the
/// failures of the edit it finished.
struct FocusRecording {
    /// The controller's evaluation count when the call began.
    let evaluationsBefore: Int
    var changed: Set<ControlIndex> = []
    var failures: [ADValidationFailure] = []

    init(evaluationsBefore: Int) {
        self.evaluationsBefore = evaluationsBefore
    }

    /// Adds what a live update finishing an edit changed.
    mutating func add(_ update: ADLiveUpdate, in form: BoundForm) {
        for control in update.refreshedControls {
            if let index = form.index(of: control) { changed.insert(index) }
        }
        failures += update.failures
    }

    /// The change, with the controls in layout order.
    func change(controls: [any ADBindable], evaluationsAfter: Int) -> ADFocusChange {
        ADFocusChange(
            changedControls: changed.sorted().map(\.position).filter(controls.indices.contains).map { controls[$0] },
            evaluations: evaluationsAfter - evaluationsBefore, failures: failures)
    }
}
