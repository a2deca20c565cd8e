/// Why the web front end refused a request. The message is shown to the person using the form.
public struct ADWebError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status the error maps to.
    public var status: Int
    /// What was wrong, naming the control or field.
    public var message: String

    /// An error with an HTTP status.
    public init(status: Int, message: String) {
        self.status = status
        self.message = message
    }

    /// A request the form cannot act on (malformed JSON, a value of the wrong kind): 400.
    public static func badRequest(_ message: String) -> ADWebError { ADWebError(status: 400, message: message) }

    /// A control the form does not have: 404.
    public static func unknownControl(_ id: String) -> ADWebError {
        ADWebError(status: 404, message: "the form has no control \"\(id)\"")
    }

    public var description: String { message }
}
