import Hummingbird

/// Sets each request's ``ADWebRequestContext/identity`` from the server's
/// ``ADWebIdentitySource``. Forwarded identity headers count only when the connection's peer
/// is a trusted proxy; from anyone else the request is anonymous, whatever it claims. A
/// sign-in cookie counts while its sign-in lasts in the account database.
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
        case .accounts(let accounts):
            if let token = SignInCookie.token(of: request) {
                do {
                    context.identity = try await accounts.identity(signedInWith: token) ?? .anonymous
                } catch {
                    throw ADWebError(status: .serviceUnavailable, message: "who is signed in cannot be checked right now; try again in a moment")
                }
            }
        }
        return try await next(request, context)
    }
}
