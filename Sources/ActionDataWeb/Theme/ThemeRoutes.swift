import HTTPTypes
import Hummingbird
import NIOCore

/// `GET /theme.css` and `GET /logo.<type>` of a server with an ``ADWebTheme``: a route for
/// each part the theme has, none for a part it lacks (404, as for any unknown path).
///
/// The style sheet is answered as `/page.css` is (``ADWebServer/styleSheet(_:gzipped:request:)``),
/// its gzip made once. The logo carries a policy of its own, which the request guard keeps: an
/// SVG opened on its own runs no script and loads nothing, whatever it holds.
struct ThemeRoutes {
    let theme: ADWebTheme

    /// The logo's Content-Security-Policy: nothing but its own inline styles.
    static let logoPolicy = "default-src 'none'; style-src 'unsafe-inline'"

    func add(to router: Router<ADWebRequestContext>) {
        if let style = theme.stylesheet {
            let body = ByteBuffer(string: style)
            let gzipped = ResponseCompression.gzip(body)
            router.get(RouterPath(ADWebTheme.stylesheetPath)) { request, _ in
                ADWebServer.styleSheet(body, gzipped: gzipped, request: request)
            }
        }
        if let logo = theme.logo {
            let body = ByteBuffer(bytes: logo.data)
            let type = logo.format.mediaType
            // An SVG is text, worth compressing; the other formats are compressed already.
            let gzipped = logo.format == .svg ? ResponseCompression.gzip(body) : nil
            router.get(RouterPath(logo.format.path)) { request, _ in
                var response = if let gzipped {
                    ResponseCompression.response(body, type: type, request: request, gzipped: gzipped)
                } else {
                    Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: body))
                }
                response.headers[.contentSecurityPolicy] = Self.logoPolicy
                return response
            }
        }
    }
}
