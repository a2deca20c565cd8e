import ActionData

/// A web form's asynchronous checks: the checker, the states it last reported and the value
/// each control's running check was given.
final class AsyncChecks {
    let checker: ADAsyncValidationChecker
    let board: StateBoard<ADAsyncValidationState>
    /// The value handed to the checker, by control index; a control absent here is not being
    /// checked (never edited, or back to its saved value).
    var checkedValues: [Int: ADValue] = [:]

    init(registry: ADAsyncValidatorRegistry, timing: ADAsyncValidationTiming) {
        let board = StateBoard<ADAsyncValidationState>()
        self.board = board
        checker = ADAsyncValidationChecker(registry: registry, timing: timing) { control, state in board.set(state, of: control) }
    }
}
