import ActionData
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// `GET /signin`, `POST /signin` and `POST /signout`, for a server whose
/// people sign in with ``ADWebAccounts``.
///
/// - `POST /signin` takes the form fields `name` and `password`: on success, 303 to the page
///   with a new sign-in cookie, the old sign-in ended and the form session dropped, so the
///   page opens a new one for the person (no session fixation). A wrong name and a wrong
///   password get the same 401 and message and take the same time; past the limits, 429 with
///   `Retry-After`.
/// - `POST /sync/token` (``ADWebSync/tokenPath``) takes `{"name": …, "password": …}` as JSON
///   from a device, under the same limits, and answers `{"token": …, "expiresIn": seconds}`:
///   the sign-in's token, which the device sends as `Authorization: Bearer`.
/// - `POST /signout` ends the sign-in in the database (every node) and 303s to `/signin`.
///
/// Both posts are plain HTML form posts, which the request guard lets through only with an
/// `Origin` or `Sec-Fetch-Site` of this site (no cross-site sign-in or sign-out).
struct SignInRoutes {
    let accounts: ADWebAccounts
    /// The server's theme, which the sign-in page shows too.
    let theme: ADWebTheme

    /// The largest sign-in form read.
    static let maximumFormSize = 4_096

    private struct Credentials: Decodable {
        var name: String
        var password: String
    }

    /// The answer to a device's sign-in: the token to send as `Authorization: Bearer`.
    private struct DeviceToken: Encodable {
        var token: String
        var expiresIn: Int
    }

    func add(to router: Router<ADWebRequestContext>) {
        let (accounts, routes) = (accounts, self)
        router.get("/signin") { _, _ in try routes.page(status: .ok, message: "") }
        router.post("/signin") { request, context in
            let body = try await ADWebServer.body(of: request, upTo: Self.maximumFormSize, naming: "the sign-in")
            guard let credentials = try? URLEncodedFormDecoder().decode(Credentials.self, from: String(buffer: body)) else {
                return try routes.page(status: .badRequest, message: "Give a name and a password.")
            }
            switch try await Self.answer({ () throws(ADWebAccountError) in
                try await accounts.signIn(name: credentials.name, password: credentials.password, client: context.clientAddress)
            }) {
            case .signedIn(let token, let account):
                if let old = SignInCookie.token(of: request, secure: context.isSecure) { _ = try? await accounts.signOut(token: old) }
                context.logger.info("signed in", metadata: ["account": .string(account.name)])
                var response = Self.redirect(to: "/")
                response.setCookie(SignInCookie.sessionCleared(secure: context.isSecure))
                response.setCookie(
                    SignInCookie.carrying(token, lifetime: Int(accounts.signInLifetime.components.seconds), secure: context.isSecure))
                return response
            case .refused:
                context.logger.info("sign-in refused")
                return try routes.page(status: .unauthorized, message: SignInPage.refused)
            case .limited(let seconds):
                context.logger.info("sign-in limited", metadata: ["retryAfter": .stringConvertible(seconds)])
                var response = try routes.page(status: .tooManyRequests, message: SignInPage.limited(retryAfter: seconds))
                response.headers[.retryAfter] = String(seconds)
                return response
            }
        }
        router.post(RouterPath(ADWebSync.tokenPath)) { request, context in
            let body = try await ADWebServer.body(of: request, upTo: Self.maximumFormSize, naming: "the sign-in")
            guard let credentials = try? JSONDecoder().decode(Credentials.self, from: Data(buffer: body)) else {
                throw ADWebError.badRequest("give a name and a password: {\"name\": …, \"password\": …}")
            }
            switch try await Self.answer({ () throws(ADWebAccountError) in
                try await accounts.signIn(name: credentials.name, password: credentials.password, client: context.clientAddress)
            }) {
            case .signedIn(let token, let account):
                context.logger.info("device signed in", metadata: ["account": .string(account.name)])
                let answer = DeviceToken(token: token, expiresIn: Int(accounts.signInLifetime.components.seconds))
                return Response(
                    status: .ok, headers: [.contentType: "application/json"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: (try? JSONEncoder().encode(answer)) ?? Data())))
            case .refused:
                context.logger.info("device sign-in refused")
                throw ADWebError(status: .unauthorized, message: SignInPage.refused)
            case .limited(let seconds):
                context.logger.info("device sign-in limited", metadata: ["retryAfter": .stringConvertible(seconds)])
                var response = try ADWebError(status: .tooManyRequests, message: SignInPage.limited(retryAfter: seconds))
                    .response(from: request, context: context)
                response.headers[.retryAfter] = String(seconds)
                return response
            }
        }
        router.post("/signout") { request, context in
            if let token = SignInCookie.token(of: request, secure: context.isSecure) { try await Self.answer { () throws(ADWebAccountError) in try await accounts.signOut(token: token) } }
            var response = Self.redirect(to: "/signin")
            response.setCookie(SignInCookie.signInCleared(secure: context.isSecure))
            response.setCookie(SignInCookie.sessionCleared(secure: context.isSecure))
            return response
        }
    }

    /// What `work` returns; a failing account database is a 503 naming no detail of it.
    private static func answer<Result>(_ work: () async throws(ADWebAccountError) -> Result) async throws(ADWebError) -> Result {
        do {
            return try await work()
        } catch {
            throw ADWebError(status: .serviceUnavailable, message: "signing in is not possible right now; try again in a moment")
        }
    }

    private func page(status: HTTPResponse.Status, message: String) throws -> Response {
        Response(
            status: status, headers: [.contentType: ADWebServer.html],
            body: ResponseBody(byteBuffer: ByteBuffer(string: try SignInPage.html(message: message, theme: theme))))
    }

    private static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}
