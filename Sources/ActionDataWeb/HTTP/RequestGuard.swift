import HTTPTypes
import Hummingbird

/// Refuses requests from elsewhere and requests too large to read, and adds the page's
/// security headers to every answer.
///
/// - `Host` must name the server's own address or one of the deployment's public origins
///   (``HostPolicy``), so a DNS-rebound name is refused (421); only `GET /healthz`, which
///   tells nothing but whether the node is up, answers any. A trusted proxy's forwarded
///   headers give the client's address (in the logs' `client` metadata), scheme and host.
/// - A state-changing request (`POST`) must be `application/json` (415) — a chosen image
///   (`POST /image`) `application/octet-stream`, also a type no cross-site form can send
///   without a preflight this server never grants —, carry no `Origin` but the one the
///   request was addressed to and no `Sec-Fetch-Site` but `same-origin` or `none` (403), and in
///   shared mode the page's token (403): a cross-site form post or `fetch` never gets through.
/// - The sign-in page's HTML forms (`POST /signin`, `POST /signout`) are
///   `application/x-www-form-urlencoded`, and must carry an `Origin` or `Sec-Fetch-Site` of
///   this site, as every browser sends with a form post (403): no other site signs a person
///   in or out.
/// - A `Content-Length` above the route's limit is refused before the body is read (413), and
///   the connection is closed.
///
/// An ``ADWebError`` a route throws is answered here, so its answer carries the headers too;
/// answers over TLS also carry `Strict-Transport-Security`. Refusals are logged.
struct RequestGuard: RouterMiddleware {
    typealias Context = ADWebRequestContext

    let policy: HostPolicy
    let maximumBodySize: Int
    let maximumImageSize: Int
    /// The largest sync push (`POST /sync/push`), which may be gzipped.
    let maximumPushSize: Int
    let tokens: PageTokens?

    // The names below are valid header names, so the fallbacks after `??` are never taken.

    /// The routes posted by HTML forms rather than the page's script.
    static let formPosts: Set<String> = ["/signin", "/signout"]

    /// The header the page sends its token in, in shared mode.
    static let tokenHeader = HTTPField.Name("X-ActionData-Token") ?? .authorization
    private static let fetchSite = HTTPField.Name("Sec-Fetch-Site") ?? .origin
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy") ?? .cacheControl
    private static let transportSecurity = HTTPField.Name("Strict-Transport-Security") ?? .cacheControl

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        let addressing: HostPolicy.Addressing
        switch policy.addressing(host: request.head.authority ?? "", headers: request.headers, peer: context.peerAddress) {
        case .success(let found):
            addressing = found
        case .failure(let refusal):
            guard request.method == .get, request.uri.path == ADWebServer.healthPath else {
                return try refused(refusal, request: request, context: context, secure: false)
            }
            addressing = HostPolicy.Addressing(client: context.peerAddress, origin: "", isSecure: false)
        }
        context.clientAddress = addressing.client
        context.isSecure = addressing.isSecure
        if let client = addressing.client { context.logger[metadataKey: "client"] = .string(client) }
        if let refusal = await refusal(of: request, origin: addressing.origin) {
            return try refused(refusal, request: request, context: context, secure: addressing.isSecure)
        }
        do {
            return Self.secured(try await next(request, context), secure: addressing.isSecure)
        } catch let error as ADWebError {
            return Self.secured(try error.response(from: request, context: context), secure: addressing.isSecure)
        }
    }

    private func refused(_ refusal: ADWebError, request: Request, context: Context, secure: Bool) throws -> Response {
        context.logger.info(
            "request refused", metadata: ["status": .stringConvertible(refusal.status.code), "reason": .string(refusal.message)])
        var response = try refusal.response(from: request, context: context)
        if refusal.status == .contentTooLarge { response.headers[.connection] = "close" }
        return Self.secured(response, secure: secure)
    }

    private func refusal(of request: Request, origin expected: String) async -> ADWebError? {
        let isImage = request.uri.path == ADWebServer.imagePath
        let isPush = request.uri.path == ADWebSync.pushPath
        let limit = isImage ? maximumImageSize : isPush ? maximumPushSize : maximumBodySize
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            return ADWebError(status: .contentTooLarge, message: "the request is larger than \(limit) bytes")
        }
        guard request.method == .post else { return nil }
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let isFormPost = Self.formPosts.contains(request.uri.path)
        let expectedType = isImage ? "application/octet-stream" : isFormPost ? "application/x-www-form-urlencoded" : "application/json"
        guard type == expectedType || type.hasPrefix(expectedType + ";") else {
            return ADWebError(status: .unsupportedMediaType, message: "this request must be \(expectedType)")
        }
        if let origin = request.headers[.origin], origin.lowercased() != expected {
            return ADWebError(status: .forbidden, message: "requests from \(origin) are refused")
        }
        if let site = request.headers[Self.fetchSite], site != "same-origin", site != "none" {
            return ADWebError(status: .forbidden, message: "cross-site requests are refused")
        }
        if isFormPost, request.headers[.origin] == nil, request.headers[Self.fetchSite] == nil {
            return ADWebError(status: .forbidden, message: "a sign-in or sign-out must come from this site's page")
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

    /// `Strict-Transport-Security` on answers over TLS: a year, this host only (an operator
    /// adds `includeSubDomains` or `preload` at the proxy when the whole domain is TLS).
    static let strictTransportSecurity = "max-age=31536000"

    static func secured(_ response: Response, secure: Bool) -> Response {
        var response = response
        if secure { response.headers[Self.transportSecurity] = strictTransportSecurity }
        // A route's own policy stands: only the logo's (ThemeRoutes) sets one, stricter than this.
        if response.headers[.contentSecurityPolicy] == nil { response.headers[.contentSecurityPolicy] = contentSecurityPolicy }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "same-origin"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
