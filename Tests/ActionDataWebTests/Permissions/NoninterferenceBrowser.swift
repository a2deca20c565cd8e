import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

/// What a server answered, with what legitimately differs between two servers taken out: the
/// session cookie's value (each server opens its own session), the `Date` header and the
/// times of a record's history. Whether a cookie is set, the status, every other header and
/// the body are kept.
struct NoninterferenceAnswer: Equatable, CustomStringConvertible {
    let status: Int
    let headers: [String]
    let body: String

    init(_ response: TestResponse, route: String) {
        status = response.status.code
        headers = response.headers.compactMap { field in
            switch field.name {
            case .date, .contentLength: nil
            case .setCookie: "\(field.name): (a cookie)"
            default: "\(field.name): \(field.value)"
            }
        }
        let body = String(buffer: response.body)
        self.body = route == "/history" ? Self.withoutTimes(body) : body
    }

    /// `body` with every `"time": "…"` of a history entry written as `"time": "(time)"`, however
    /// the JSON is spaced (the history is pretty-printed: two servers' entries made either side
    /// of a second's turn differed in nothing else).
    static func withoutTimes(_ body: String) -> String {
        body.replacingOccurrences(of: #""time"\s*:\s*"[^"]*""#, with: #""time": "(time)""#, options: .regularExpression)
    }

    var description: String {
        "\(status) [\(headers.joined(separator: "; "))]\n    \(body.count > 4_000 ? body.prefix(4_000) + "…" : body)"
    }
}

/// The person's page on one server: their forwarded headers and the session cookie the server
/// set on every request.
struct NoninterferenceBrowser {
    private let client: any TestClientProtocol
    private let identity: NoninterferenceIdentity
    private var cookie: String?

    init(_ client: any TestClientProtocol, identity: NoninterferenceIdentity) {
        self.client = client
        self.identity = identity
    }

    /// Sends `request` (a post as JSON, `{}` when it has no body of its own), keeping the
    /// session cookie its answer sets.
    mutating func send(_ request: NoninterferenceRequest) async throws -> NoninterferenceAnswer {
        var headers = identity.headers
        var body: ByteBuffer?
        if request.method == .post {
            headers[.contentType] = "application/json"
            body = ByteBuffer(string: request.body ?? "{}")
        }
        if let cookie { headers[.cookie] = cookie }
        let response = try await client.execute(uri: request.uri, method: request.method, headers: headers, body: body) { $0 }
        if let set = response.headers[.setCookie]?.split(separator: ";").first { cookie = String(set) }
        return NoninterferenceAnswer(response, route: request.route)
    }
}
