/// When asynchronous checks run and how long they may take.
///
/// ```swift
/// var timing = ADAsyncValidationTiming()
/// timing.debounce = .milliseconds(300)   // after the user stopped typing for 0.3 s
/// timing.timeout = .seconds(5)           // then a failed state, never a hang
/// ```
///
/// ``sleep`` is the clock: tests inject one they release by hand, so nothing depends on
/// real time.
public struct ADAsyncValidationTiming: Sendable {
    /// Waits `duration`, or throws when the waiting task is cancelled.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    /// How long a value must stay unchanged before its check starts.
    public var debounce: Duration
    /// How long a validator may take before the check fails with a timeout message.
    public var timeout: Duration
    /// The clock's wait; `Task.sleep(for:)` on the continuous clock by default.
    public var sleep: Sleep

    /// Timing with a 400 ms debounce and a 10 s timeout on the continuous clock, unless given.
    public init(
        debounce: Duration = .milliseconds(400), timeout: Duration = .seconds(10),
        sleep: @escaping Sleep = { duration in try await Task.sleep(for: duration) }
    ) {
        self.debounce = debounce
        self.timeout = timeout
        self.sleep = sleep
    }
}
