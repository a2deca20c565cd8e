/// Thrown when the controls' values cannot be read into the record or model: lists every
/// failing control. The record and model are left as they were.
public struct ADBindingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every failure, in layout order.
    public var failures: [ADValidationFailure]

    /// Creates an error for `failures`.
    public init(failures: [ADValidationFailure]) {
        self.failures = failures
    }

    public var description: String {
        let count = failures.count == 1 ? "1 control is invalid" : "\(failures.count) controls are invalid"
        return ([count + ":"] + failures.map { "  - \($0)" }).joined(separator: "\n")
    }
}
