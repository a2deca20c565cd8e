import Hummingbird

/// Why the web front end refused a request. The message is shown to the person using the form.
///
/// Routes throw it; the server answers it with its ``status`` and the JSON `{"error": message}`
/// the page's status line shows.
public struct ADWebError: HTTPResponseError, Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status the error is answered with.
    public var status: HTTPResponse.Status
    /// What was wrong, naming the control or field.
    public var message: String

    /// An error with an HTTP status.
    public init(status: HTTPResponse.Status, message: String) {
        self.status = status
        self.message = message
    }

    /// A request the form cannot act on (malformed JSON, a value of the wrong kind): 400.
    public static func badRequest(_ message: String) -> ADWebError { ADWebError(status: .badRequest, message: message) }

    /// A control the form does not have: 404.
    public static func unknownControl(_ id: String) -> ADWebError {
        ADWebError(status: .notFound, message: "the form has no control \"\(id)\"")
    }

    /// A request body larger than the route takes: 413. `what` names it (`the event`).
    public static func tooLarge(_ what: String, limit: Int) -> ADWebError {
        ADWebError(status: .contentTooLarge, message: "\(what) is larger than \(limit) bytes")
    }

    public var description: String { message }

    /// `{"error": message}` with ``status``.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(Body(error: message), from: request, context: context)
        response.status = status
        return response
    }

    /// The answer's body.
    private struct Body: Encodable {
        let error: String
    }
}
