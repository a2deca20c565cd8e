extension HTMLPage {
    /// The page's link to its own style sheet, which a theme's follows.
    static let styleSheetLink = #"<link rel="stylesheet" href="/page.css">"#

    /// The opening of the page's header, where a theme's logo comes first.
    static let headerOpening = #"<header class="ad-header">"#

    /// `page` — the form's page or the sign-in page, each holding ``styleSheetLink`` and
    /// ``headerOpening`` once, before any content of the form's — with `theme`'s style sheet
    /// linked right after the page's own, so its rules and properties win, and its logo, its
    /// text escaped, at the start of the header. The session store and the session render their
    /// pages without knowing the server's theme: the server themes what they render.
    static func themed(_ page: String, with theme: ADWebTheme) -> String {
        guard !theme.isEmpty else { return page }
        var themed = page
        if theme.stylesheet != nil, let link = themed.firstRange(of: styleSheetLink) {
            themed.insert(contentsOf: "\n" + #"<link rel="stylesheet" href="\#(ADWebTheme.stylesheetPath)">"#, at: link.upperBound)
        }
        if let logo = theme.logo, let header = themed.firstRange(of: headerOpening) {
            let image = #"<div class="ad-brand"><img src="\#(logo.format.path)" alt="\#(escape(logo.text))"></div>"#
            themed.insert(contentsOf: image, at: header.upperBound)
        }
        return themed
    }
}
