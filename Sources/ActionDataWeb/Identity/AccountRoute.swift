import ActionData
import Foundation
import Hummingbird
import NIOCore

/// `GET /account`: who is asking, and whether their rules let them ever create or delete a
/// record, for the page's bar and its New and Delete buttons. The page only shows what this
/// says; the routes refuse regardless.
struct AccountRoute {
    let server: ADWebServer

    /// The answer.
    struct Answer: Encodable {
        /// The person's name; `null` when nobody is signed in.
        let name: String?
        let roles: [String]
        /// Whether the server takes sign-outs (``ADWebIdentitySource/accounts(_:)``).
        let signsOut: Bool
        /// Whether their rules let them create a record at all.
        let mayCreate: Bool
        /// Whether their rules let them delete any record at all.
        let mayDelete: Bool
    }

    func add(to router: Router<ADWebRequestContext>) {
        let server = server
        router.get("/account") { _, context in
            let identity = context.identity
            let access = try server.access(for: context)
            var signsOut = false
            if case .accounts = server.identitySource { signsOut = !identity.isAnonymous }
            let answer = Answer(
                name: identity.isAnonymous ? nil : identity.name, roles: identity.isAnonymous ? [] : identity.roles, signsOut: signsOut,
                mayCreate: access?.mayEver(.create) ?? true, mayDelete: access?.mayEver(.delete) ?? true)
            return Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(answer))))
        }
    }
}
