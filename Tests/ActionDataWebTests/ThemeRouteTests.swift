import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// A theme's style sheet and logo are served from this server, after the page's own style sheet
/// and under its policy; without a theme, no route and no link.
@Suite("Web: a site's theme")
struct ThemeRouteTests {
    /// How the server gives out its form: one form for everyone, or one per browser.
    enum Serving: String, CaseIterable, CustomTestStringConvertible {
        case shared, perBrowser
        var testDescription: String { rawValue }
    }

    private func application(_ serving: Serving = .perBrowser, theme: ADWebTheme) async throws -> some ApplicationProtocol {
        let server = switch serving {
        case .shared: ADWebServer(session: ADWebSession { WebFormFixture.form() }, theme: theme)
        case .perBrowser: ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }, theme: theme)
        }
        return Application(router: server.router())
    }

    private static let pagePolicy =
        "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "frame-src http: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    private static func page(_ client: some TestClientProtocol) async throws -> String {
        try await client.execute(uri: "/", method: .get) { response in String(buffer: response.body) }
    }

    @Test("without a theme, no theme route answers and the page links none", arguments: Serving.allCases)
    func noTheme(serving: Serving) async throws {
        try await application(serving, theme: ADWebTheme()).test(.router) { client in
            for uri in ["/theme.css", "/logo.png", "/logo.svg", "/logo.jpg", "/logo.webp"] {
                try await client.execute(uri: uri, method: .get) { response in #expect(response.status == .notFound, "\(uri)") }
            }
            let html = try await Self.page(client)
            #expect(!html.contains("/theme.css"))
            #expect(!html.contains("ad-brand"))
            #expect(html.contains(#"<header class="ad-header"><div class="ad-account" id="ad-account" hidden>"#))
        }
    }

    @Test("the style sheet is served as /theme.css, answered as /page.css is")
    func stylesheet() async throws {
        let theme = try ADWebTheme(stylesheet: Data(ThemeFixture.stylesheet.utf8))
        try await application(theme: theme).test(.router) { client in
            let pageStyle = try await client.execute(uri: "/page.css", method: .get) { $0.headers }
            try await client.execute(uri: "/theme.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == ThemeFixture.stylesheet)
                for field in [HTTPField.Name.contentType, .cacheControl, .contentSecurityPolicy, .xContentTypeOptions] {
                    #expect(response.headers[field] == pageStyle[field], "\(field)")
                }
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(response.headers[.contentSecurityPolicy] == Self.pagePolicy)
            }
            for uri in ["/logo.png", "/logo.svg"] {
                try await client.execute(uri: uri, method: .get) { response in #expect(response.status == .notFound, "no logo: \(uri)") }
            }
        }
    }

    @Test("a large style sheet is gzipped for a browser that takes it, as /page.css is")
    func gzippedStylesheet() async throws {
        let rules = (0..<200).map { ".site-\($0) { color: var(--ad-color-accent); }\n" }.joined()
        try await application(theme: try ADWebTheme(stylesheet: Data(rules.utf8))).test(.router) { client in
            for uri in ["/page.css", "/theme.css"] {
                try await client.execute(uri: uri, method: .get, headers: [.acceptEncoding: "gzip"]) { response in
                    #expect(response.headers[.contentEncoding] == "gzip", "\(uri)")
                    #expect(response.headers[.vary] == "Accept-Encoding", "\(uri)")
                }
            }
        }
    }

    @Test("the logo is served at its format's route only, with its type and a policy that runs nothing", arguments: [
        (ThemeFixture.png, "/logo.png", "image/png"), (ThemeFixture.svg, "/logo.svg", "image/svg+xml"),
        (ThemeFixture.jpeg, "/logo.jpg", "image/jpeg"), (ThemeFixture.webp, "/logo.webp", "image/webp"),
    ])
    func logo(data: Data, path: String, type: String) async throws {
        let theme = try ADWebTheme(logo: ADWebLogo(data: data, text: "Example Inc."))
        try await application(theme: theme).test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(Data(buffer: response.body) == data)
                #expect(response.headers[.contentType] == type)
                #expect(response.headers[.contentSecurityPolicy] == "default-src 'none'; style-src 'unsafe-inline'")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
            for other in ["/logo.png", "/logo.svg", "/logo.jpg", "/logo.webp", "/theme.css"] where other != path {
                try await client.execute(uri: other, method: .get) { response in #expect(response.status == .notFound, "\(other)") }
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.headers[.contentSecurityPolicy] == Self.pagePolicy, "the page keeps its own policy")
            }
        }
    }

    @Test("the page links the theme right after its own style sheet, and shows the logo first in its header", arguments: Serving.allCases)
    func pageLinks(serving: Serving) async throws {
        let theme = try ADWebTheme(stylesheet: Data(ThemeFixture.stylesheet.utf8), logo: ADWebLogo(data: ThemeFixture.svg, text: "Example Inc."))
        try await application(serving, theme: theme).test(.router) { client in
            let html = try await Self.page(client)
            #expect(html.contains(#"<link rel="stylesheet" href="/page.css">"# + "\n" + #"<link rel="stylesheet" href="/theme.css">"#))
            let head = try #require(html.firstRange(of: "</head>"))
            let links = html.ranges(of: #"rel="stylesheet""#)
            #expect(links.count == 2)
            #expect(links.allSatisfy { $0.upperBound < head.lowerBound }, "both in the head")
            #expect(html.contains(
                #"<header class="ad-header"><div class="ad-brand"><img src="/logo.svg" alt="Example Inc."></div><div class="ad-account""#))
            #expect(html.ranges(of: "/logo.svg").count == 1)
        }
    }

    @Test("the logo's text is escaped in the page", arguments: [
        (#""><script>alert(1)</script>"#, #"alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;""#),
        ("Smith & Sons' \"Forms\"", #"alt="Smith &amp; Sons&#39; &quot;Forms&quot;""#),
        ("Ünïcode ロゴ", #"alt="Ünïcode ロゴ""#),
    ])
    func escapedText(text: String, attribute: String) async throws {
        let theme = try ADWebTheme(logo: ADWebLogo(data: ThemeFixture.png, text: text))
        try await application(theme: theme).test(.router) { client in
            let html = try await Self.page(client)
            #expect(html.contains(#"<img src="/logo.png" "# + attribute + ">"), "\(html.prefix(1_200))")
            #expect(!html.contains("<script>alert"))
        }
    }

    @Test("the sign-in page shows the theme too")
    func signInPage() async throws {
        let database = try ADSQLiteProvider(path: ":memory:")
        let accounts = try await ADWebAccounts(database: database, passwordCost: 4)
        let theme = try ADWebTheme(stylesheet: Data(ThemeFixture.stylesheet.utf8), logo: ADWebLogo(data: ThemeFixture.svg, text: "Example Inc."))
        let server = ADWebServer(sessions: try await ADWebSessionStore { WebFormFixture.form() }, identity: .accounts(accounts), theme: theme)
        try await Application(router: server.router()).test(.router) { client in
            try await client.execute(uri: "/signin", method: .get) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains(#"<link rel="stylesheet" href="/page.css">"# + "\n" + #"<link rel="stylesheet" href="/theme.css">"#))
                #expect(html.contains(#"<header class="ad-header"><div class="ad-brand"><img src="/logo.svg" alt="Example Inc."></div></header>"#))
            }
            try await client.execute(uri: "/theme.css", method: .get) { response in
                #expect(response.status == .ok, "served to someone not signed in, as /page.css is")
            }
        }
    }
}
