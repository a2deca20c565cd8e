import Hummingbird

/// The cookie a sign-in's token travels in: `HttpOnly`, `SameSite=Lax` (a link from elsewhere
/// opens the page signed in; every route that changes anything is a POST the request guard
/// refuses from other sites), and over TLS `Secure` with the `__Host-` prefix — the only name
/// read over TLS, so a cookie planted without the prefix (by a plain-HTTP answer or a sibling
/// domain) never signs anyone in there.
enum SignInCookie {
    static let name = "actiondata-signin"
    static let secureName = "__Host-actiondata-signin"

    /// The token a request carries, if any: in the `__Host-` cookie when the request is
    /// `secure` (came over TLS), else in the plain one.
    static func token(of request: Request, secure: Bool) -> String? {
        request.cookies[secure ? secureName : name]?.value
    }

    /// The cookie carrying `token` for `lifetime` seconds.
    static func carrying(_ token: String, lifetime: Int, secure: Bool) -> Cookie {
        Cookie(name: secure ? secureName : name, value: token, maxAge: lifetime, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The cookie that makes the browser forget its form session: a new sign-in, or none,
    /// gets a new one.
    static func sessionCleared(secure: Bool) -> Cookie {
        expired(secure ? ADWebServer.secureSessionCookie : ADWebServer.sessionCookie, secure: secure)
    }

    /// The cookie that makes the browser forget its sign-in.
    static func signInCleared(secure: Bool) -> Cookie {
        expired(secure ? secureName : name, secure: secure)
    }

    private static func expired(_ name: String, secure: Bool) -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
