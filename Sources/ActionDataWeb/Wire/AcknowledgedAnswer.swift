import Hummingbird

/// An answer with the session versions a page keeps its unconfirmed events by, in headers:
/// `X-ActionData-Version` (the state's version after the request) and `X-ActionData-Durable`
/// (the highest version stored); neither when the server answers once stored.
struct AcknowledgedAnswer<Answer: ResponseGenerator & Sendable>: ResponseGenerator {
    let acknowledged: ADWebAcknowledged<Answer>

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try acknowledged.value.response(from: request, context: context)
        if let version = acknowledged.version { response.headers[VersionHeader.version] = version.description }
        if let durable = acknowledged.durable { response.headers[VersionHeader.durable] = durable.description }
        return response
    }
}
