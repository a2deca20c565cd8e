import Foundation

/// A site's own look for the page: a style sheet linked after the page's own, and a logo in
/// the page's header, both served from this server.
///
/// The page's colours, spacing, radii and fonts are custom properties (`--ad-color-accent`,
/// `--ad-color-background`, `--ad-space-l`, `--ad-radius`, `--ad-font-family`, …; the list is
/// in `docs/web.md`, "Theming", in the repository), so a style sheet of a few lines restyles it:
///
/// ```css
/// :root { --ad-color-accent: #7b1fa2; --ad-font-family: Georgia, serif; }
/// @media (prefers-color-scheme: dark) { :root { --ad-color-accent: #ce93d8; } }
/// ```
///
/// ```swift
/// let theme = try ADWebTheme(
///     stylesheetFile: URL(fileURLWithPath: "brand.css"),
///     logo: ADWebLogo(contentsOf: URL(fileURLWithPath: "logo.svg"), text: "Example Inc."))
/// try await ADWebServer(sessions: sessions, theme: theme).run(port: 8080)
/// ```
///
/// The style sheet is served as `/theme.css`, the logo at its ``ADWebLogo/Format/path``; the
/// page and the sign-in page link them, under the same Content-Security-Policy as ever (styles
/// and images from this server only). Without a theme neither route exists.
public struct ADWebTheme: Sendable, Hashable {
    /// The largest style sheet, in bytes: 256 KiB.
    public static let maximumStylesheetSize = 256 * 1_024

    /// The route the style sheet is served at.
    public static let stylesheetPath = "/theme.css"

    /// The style sheet, linked after the page's own so its rules and properties win; `nil`
    /// for none.
    public let stylesheet: String?
    /// The logo in the page's header; `nil` for none.
    public let logo: ADWebLogo?

    /// No theme: the page's own look, and no theme routes.
    public init() {
        stylesheet = nil
        logo = nil
    }

    /// A theme of the style sheet in `stylesheet` (UTF-8 CSS; `nil` for none) and `logo`.
    ///
    /// - Throws: ``ADWebThemeError`` (``ADWebThemeError/Part/stylesheet``, no file) when the
    ///   style sheet is larger than ``maximumStylesheetSize`` or is not UTF-8 text.
    public init(stylesheet: Data? = nil, logo: ADWebLogo? = nil) throws(ADWebThemeError) {
        self.stylesheet = try stylesheet.map { data throws(ADWebThemeError) in try Self.text(of: data, file: nil) }
        self.logo = logo
    }

    /// A theme of the style sheet in `stylesheetFile` (UTF-8 CSS; `nil` for none) and `logo`.
    ///
    /// - Throws: ``ADWebThemeError`` naming the file when it cannot be read, is larger than
    ///   ``maximumStylesheetSize`` or is not UTF-8 text.
    public init(stylesheetFile: URL?, logo: ADWebLogo? = nil) throws(ADWebThemeError) {
        stylesheet = try stylesheetFile.map { file throws(ADWebThemeError) in
            try Self.text(of: try ThemeFile.read(file, upTo: Self.maximumStylesheetSize, as: .stylesheet), file: file.path)
        }
        self.logo = logo
    }

    /// Whether the theme changes nothing: the page links nothing more and no route is added.
    var isEmpty: Bool { stylesheet == nil && logo == nil }

    private static func text(of data: Data, file: String?) throws(ADWebThemeError) -> String {
        guard data.count <= maximumStylesheetSize else {
            throw ADWebThemeError(.stylesheet, file: file, problem: .tooLarge(limit: maximumStylesheetSize))
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ADWebThemeError(.stylesheet, file: file, problem: .notText) }
        return text
    }
}
