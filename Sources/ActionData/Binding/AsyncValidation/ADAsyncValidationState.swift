/// Where a control's asynchronous check stands: what the control shows under its value and
/// what assistive technologies announce.
public enum ADAsyncValidationState: Sendable, Hashable {
    /// The value changed and its check has not answered yet (waiting for the user to stop
    /// typing, or waiting for the validator).
    case pending
    /// The validator accepted the current value.
    case valid
    /// The validator refused the current value with this message.
    case invalid(String)
    /// The validator threw, timed out, or is not registered; the message says which. Save
    /// refuses the form as for ``invalid(_:)``.
    case failed(String)

    /// The message to show: the refusal or the failure; `nil` while pending or when valid.
    public var message: String? {
        switch self {
        case .pending, .valid: nil
        case .invalid(let message), .failed(let message): message
        }
    }

    /// The state's name on the wire and in logs: `pending`, `valid`, `invalid` or `failed`.
    public var name: String {
        switch self {
        case .pending: "pending"
        case .valid: "valid"
        case .invalid: "invalid"
        case .failed: "failed"
        }
    }
}
