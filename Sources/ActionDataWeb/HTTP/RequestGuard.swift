import HTTPTypes
import Hummingbird

/// Refuses requests from elsewhere and requests too large to read, and adds the page's
/// security headers to every answer.
///
/// - `Host` must name the server's own address, so a DNS-rebound name is refused (421).
/// - A state-changing request (`POST`) must be `application/json` (415) — a chosen image
///   (`POST /image`) `application/octet-stream`, also a type no cross-site form can send
///   without a preflight this server never grants —, carry no `Origin`
///   but the server's own and no `Sec-Fetch-Site` but `same-origin` or `none` (403), and in
///   shared mode the page's token (403): a cross-site form post or `fetch` never gets through.
/// - A `Content-Length` above the route's limit is refused before the body is read (413), and
///   the connection is closed.
///
/// An ``ADWebError`` a route throws is answered here, so its answer carries the headers too.
struct RequestGuard: RouterMiddleware {
    typealias Context = ADWebRequestContext

    let allowedHosts: Set<String>?
    let maximumBodySize: Int
    let maximumImageSize: Int
    let tokens: PageTokens?

    // The names below are valid header names, so the fallbacks after `??` are never taken.

    /// The header the page sends its token in, in shared mode.
    static let tokenHeader = HTTPField.Name("X-ActionData-Token") ?? .authorization
    private static let fetchSite = HTTPField.Name("Sec-Fetch-Site") ?? .origin
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy") ?? .cacheControl

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let refusal = await refusal(of: request) {
            var response = try refusal.response(from: request, context: context)
            if refusal.status == .contentTooLarge { response.headers[.connection] = "close" }
            return Self.secured(response)
        }
        do {
            return Self.secured(try await next(request, context))
        } catch let error as ADWebError {
            return Self.secured(try error.response(from: request, context: context))
        }
    }

    private func refusal(of request: Request) async -> ADWebError? {
        let host = request.head.authority ?? ""
        if let allowedHosts, !allowedHosts.contains(host.lowercased()) {
            return ADWebError(status: .misdirectedRequest, message: "this server does not answer for the host \"\(host)\"")
        }
        let isImage = request.uri.path == ADWebServer.imagePath
        let limit = isImage ? maximumImageSize : maximumBodySize
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            return ADWebError(status: .contentTooLarge, message: "the request is larger than \(limit) bytes")
        }
        guard request.method == .post else { return nil }
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let expected = isImage ? "application/octet-stream" : "application/json"
        guard type == expected || type.hasPrefix(expected + ";") else {
            return ADWebError(status: .unsupportedMediaType, message: "this request must be \(expected)")
        }
        if let origin = request.headers[.origin], origin.lowercased() != "http://\(host.lowercased())" {
            return ADWebError(status: .forbidden, message: "requests from \(origin) are refused")
        }
        if let site = request.headers[Self.fetchSite], site != "same-origin", site != "none" {
            return ADWebError(status: .forbidden, message: "cross-site requests are refused")
        }
        if let tokens {
            guard let token = request.headers[Self.tokenHeader], await tokens.isValid(token) else {
                return ADWebError(status: .forbidden, message: "the page's token is missing or unknown; reload the page")
            }
        }
        return nil
    }

    /// The policy: scripts and styles from this server only, no inline script, WebAssembly
    /// compiled from what this server sends (`'wasm-unsafe-eval'`: the engine's module), images
    /// from here or `data:` URLs, web views from http(s) only, never framed.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "frame-src http: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    static func secured(_ response: Response) -> Response {
        var response = response
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "same-origin"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
