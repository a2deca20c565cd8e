/// The sign-in page (`Resources/signin.html`), with a message for the person: why the last
/// attempt failed, or nothing. It uses the page's style sheet and theme, and runs no script.
enum SignInPage {
    /// The page with `message` (escaped) under the fields, in the server's `theme`.
    ///
    /// - Throws: ``ADWebResourceError`` when the bundle lacks the page.
    static func html(message: String, theme: ADWebTheme) throws(ADWebResourceError) -> String {
        HTMLPage.themed(try template.get().replacingOccurrences(of: "{{message}}", with: escape(message)), with: theme)
    }

    /// The template as the bundle holds it, read once.
    private static let template = Result { () throws(ADWebResourceError) in try PageResources.read("signin.html") }

    /// Said for a wrong name and for a wrong password alike.
    static let refused = "The name or the password is wrong."

    /// Said while failed sign-ins make the next attempt wait `seconds`.
    static func limited(retryAfter seconds: Int) -> String {
        guard seconds >= 60 else { return "Too many failed sign-ins. Try again in \(seconds) second\(seconds == 1 ? "" : "s")." }
        let minutes = seconds / 60 + (seconds % 60 == 0 ? 0 : 1)
        return "Too many failed sign-ins. Try again in \(minutes) minute\(minutes == 1 ? "" : "s")."
    }
}
