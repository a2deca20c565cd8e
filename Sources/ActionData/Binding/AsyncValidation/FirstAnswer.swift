/// The first of several racing answers (the validator's, the timeout's, a cancellation's);
/// later ones are dropped, so a validator that never returns cannot hold its check.
actor FirstAnswer {
    private var answer: ADAsyncValidationState?
    private var waiting: CheckedContinuation<ADAsyncValidationState, Never>?

    /// Records `state` unless an answer came first.
    func give(_ state: ADAsyncValidationState) {
        guard answer == nil else { return }
        answer = state
        waiting?.resume(returning: state)
        waiting = nil
    }

    /// The first answer, once one is given.
    func wait() async -> ADAsyncValidationState {
        if let answer { return answer }
        return await withCheckedContinuation { continuation in
            waiting = continuation
        }
    }
}
