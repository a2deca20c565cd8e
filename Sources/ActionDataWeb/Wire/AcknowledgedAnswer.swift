import HTTPTypes
import Hummingbird

/// An answer with the session versions a page keeps its unconfirmed events by, in headers:
/// `X-ActionData-Version` (the state's version after the request) and `X-ActionData-Durable`
/// (the highest version stored); neither when the server answers once stored.
struct AcknowledgedAnswer<Answer: ResponseGenerator & Sendable>: ResponseGenerator {
    let acknowledged: ADWebAcknowledged<Answer>

    static var versionHeader: HTTPField.Name { HTTPField.Name("X-ActionData-Version") ?? .eTag }
    static var durableHeader: HTTPField.Name { HTTPField.Name("X-ActionData-Durable") ?? .eTag }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try acknowledged.value.response(from: request, context: context)
        if let version = acknowledged.version { response.headers[Self.versionHeader] = version.description }
        if let durable = acknowledged.durable { response.headers[Self.durableHeader] = durable.description }
        return response
    }
}
