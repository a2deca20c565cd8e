/// What a focus call has changed so far: the indexes of the controls it touched and the
/// failures of the edit it finished.
struct FocusRecording {
    /// The controller's evaluation count when the call began.
    let evaluationsBefore: Int
    var changed: Set<Int> = []
    var failures: [ADValidationFailure] = []

    init(evaluationsBefore: Int) {
        self.evaluationsBefore = evaluationsBefore
    }

    /// Adds what a live update finishing an edit changed.
    mutating func add(_ update: ADLiveUpdate, indexes: [ObjectIdentifier: Int]) {
        for control in update.refreshedControls {
            if let index = indexes[ObjectIdentifier(control)] { changed.insert(index) }
        }
        failures += update.failures
    }

    /// The change, with the controls in layout order.
    func change(controls: [any ADBindable], evaluationsAfter: Int) -> ADFocusChange {
        ADFocusChange(
            changedControls: changed.sorted().filter { controls.indices.contains($0) }.map { controls[$0] },
            evaluations: evaluationsAfter - evaluationsBefore, failures: failures)
    }
}
