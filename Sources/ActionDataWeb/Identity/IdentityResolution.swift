import Hummingbird

/// Sets each request's ``ADWebRequestContext/identity`` from the server's
/// ``ADWebIdentitySource``. Forwarded identity headers count only when the connection's peer
/// is a trusted proxy; from anyone else the request is anonymous, whatever it claims. A
/// sign-in cookie counts while its sign-in lasts in the account database; a bearer token once
/// its verifier has checked it (401 otherwise).
struct IdentityResolution: RouterMiddleware {
    typealias Context = ADWebRequestContext

    let source: ADWebIdentitySource
    let trustedProxies: [ADWebAddressRange]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        switch source {
        case .anonymous:
            break
        case .forwardedHeaders:
            let trusted = context.peerAddress.map { peer in trustedProxies.contains { $0.contains(peer) } } ?? false
            context.identity = ForwardedIdentity.identity(in: request.headers, fromTrustedProxy: trusted)
        case .bearerTokens(let verifier):
            if let authorization = request.headers[.authorization] {
                guard authorization.utf8.count > 7, authorization.prefix(7).lowercased() == "bearer " else {
                    return try Self.refused(ADWebTokenError.malformed, request: request, context: context)
                }
                do {
                    context.identity = try await verifier.identity(of: String(authorization.dropFirst(7)))
                } catch {
                    return try Self.refused(error, request: request, context: context)
                }
            }
        case .accounts(let accounts):
            if let token = SignInCookie.token(of: request, secure: context.isSecure) ?? Self.bearerToken(of: request) {
                do {
                    context.identity = try await accounts.identity(signedInWith: token) ?? .anonymous
                } catch {
                    throw ADWebError(status: .serviceUnavailable, message: "who is signed in cannot be checked right now; try again in a moment")
                }
            }
        }
        return try await next(request, context)
    }

    /// 401 naming why the token was refused, with the `WWW-Authenticate` challenge RFC 6750 gives.
    private static func refused(_ error: ADWebTokenError, request: Request, context: Context) throws -> Response {
        context.logger.info("bearer token refused", metadata: ["reason": .string(error.description)])
        var response = try ADWebError(status: .unauthorized, message: error.description).response(from: request, context: context)
        response.headers[.wwwAuthenticate] = #"Bearer error="invalid_token""#
        return response
    }

    /// The token of an `Authorization: Bearer` header: how a device presents its sign-in
    /// (``ADWebSync/tokenPath``) where people sign in with accounts.
    private static func bearerToken(of request: Request) -> String? {
        guard let authorization = request.headers[.authorization], authorization.utf8.count > 7,
            authorization.prefix(7).lowercased() == "bearer "
        else { return nil }
        return String(authorization.dropFirst(7))
    }
}
