import ActionData
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
    /// For a page whose last answer is a version this node's copy of the session is not at
    /// (409): the version the node is at, which the page replays its unconfirmed events onto
    /// (`POST /replay` with `X-ActionData-After` set to it). Answered in `X-ActionData-Replay`
    /// and in the body's `replay`.
    public var replay: ADWebPageVersion?
    /// With ``replay``: the version the request named in `X-ActionData-After`, answered back in
    /// `X-ActionData-After`, so a client with several sessions in flight (a load generator)
    /// knows which one to replay.
    public var replayedAfter: ADWebPageVersion?

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

    /// An edit of a control the person's permissions do not let them change: 403.
    public static func mayNotChange(_ id: String) -> ADWebError {
        ADWebError(status: .forbidden, message: "you may not change \"\(id)\"")
    }

    /// A record that does not exist, or that the person may not see: 404, the one answer for
    /// both, so identifiers cannot be probed.
    public static let noSuchRecord = ADWebError(status: .notFound, message: "there is no such record")

    /// An operation the person's permissions do not allow: 403, naming it.
    public static func notAllowed(_ operation: ADPermissionOperation) -> ADWebError {
        let what = operation == .history ? "see the history of" : operation.rawValue
        return ADWebError(status: .forbidden, message: "you may not \(what) this record")
    }

    /// Rules that cannot be applied to the person asking (a rule that cannot take their
    /// identity in): 500, naming the rule's error.
    static func permissionsFailed(_ error: ADPermissionError) -> ADWebError {
        ADWebError(status: .internalServerError, message: "the permissions cannot be applied: \(error)")
    }

    /// A request body larger than the route takes: 413. `what` names it (`the event`).
    public static func tooLarge(_ what: String, limit: Int) -> ADWebError {
        ADWebError(status: .contentTooLarge, message: "\(what) is larger than \(limit) bytes")
    }

    /// The session's copy is at `version`, not at the one the page's last answer named: 409,
    /// and the page replays its unconfirmed events onto `version`.
    public static func replay(from version: ADWebPageVersion, after: ADWebPageVersion? = nil) -> ADWebError {
        var error = ADWebError(
            status: .conflict,
            message: "this server's copy of the session is at version \(version.number); the page sends its unconfirmed changes again")
        error.replay = version
        error.replayedAfter = after
        return error
    }

    public var description: String { message }

    /// `{"error": message}` with ``status``.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try context.responseEncoder.encode(Body(error: message, replay: replay?.description), from: request, context: context)
        response.status = status
        if let replay { response.headers[VersionHeader.replay] = replay.description }
        if let replayedAfter { response.headers[VersionHeader.after] = replayedAfter.description }
        return response
    }

    /// The answer's body.
    private struct Body: Encodable {
        let error: String
        let replay: String?

        enum CodingKeys: String, CodingKey { case error, replay }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(error, forKey: .error)
            try container.encodeIfPresent(replay, forKey: .replay)
        }
    }
}
