/// A binding attribute of a control that failed to evaluate, so the control shows its
/// documented fallback for it: a list section shown empty, a row showing its own value as
/// text, the default row animation or background, a date picker unbounded on that side, a
/// label's default highlight colour.
///
/// The control still shows the rest of its value; ``ADControlModel/fallbackIssues`` lists
/// these failures from the control's last refresh, so a front end or a test can show them.
public struct ADFallbackIssue: Sendable, Hashable, CustomStringConvertible {
    /// The attribute that failed and where: `insertAnimation`, `rows of section 2`.
    public var attribute: String
    /// Why it failed, as the evaluation or conversion error says.
    public var message: String

    public var description: String { "\(attribute): \(message)" }
}

/// The fallback issues of one evaluation pass of a control.
struct FallbackRecorder {
    private(set) var issues: [ADFallbackIssue] = []

    /// What `body` evaluates; when it fails, the failure is recorded as an issue of
    /// `attribute` and the result is `nil`, the caller's documented fallback.
    mutating func value<Value, Failure: Error>(
        of attribute: String, _ body: () throws(Failure) -> Value?
    ) -> Value? {
        do {
            return try body()
        } catch {
            let issue = ADFallbackIssue(attribute: attribute, message: "\(error)")
            if !issues.contains(issue) { issues.append(issue) }
            return nil
        }
    }
}
