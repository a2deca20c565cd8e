import Foundation

/// The page's script and style sheet, `Resources/page.js` and `Resources/page.css` of the
/// module's resource bundle, served as `/page.js` and `/page.css` so the page runs under a
/// Content-Security-Policy with no inline script. They are read once, the first time a server
/// needs them; ``ADWebServer/run(host:port:)`` reads them before it listens.
struct PageResources: Sendable {
    /// The script: it reports what the user does and renders the states the engine answers.
    let script: String
    /// The style sheet.
    let style: String

    /// The resources as the bundle holds them, or why they cannot be read.
    static let bundled = Result { () throws(ADWebResourceError) in
        PageResources(script: try read("page.js"), style: try read("page.css"))
    }

    /// The text of the resource `file` in `bundle`.
    static func read(_ file: String, in bundle: Bundle = .module) throws(ADWebResourceError) -> String {
        guard let url = bundle.url(forResource: file, withExtension: nil) else {
            throw ADWebResourceError(resource: file, reason: "it is not in the bundle at \(bundle.bundlePath)")
        }
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ADWebResourceError(resource: file, reason: "\(url.path) cannot be read as UTF-8 text (\(error))")
        }
    }
}
