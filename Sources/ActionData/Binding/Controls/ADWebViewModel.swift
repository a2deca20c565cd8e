import Foundation

/// A web view: shows the page at the URL of its data path or, with ``containsHTML``, the
/// HTML it holds.
public final class ADWebViewModel: ADControlModel, ADBindable {
    /// The spec's `containsHTML`: whether the data path holds HTML rather than a URL.
    public var containsHTML = false
    /// The page to load, when the data path holds a URL.
    public private(set) var url: URL?
    /// The HTML to show, when ``containsHTML`` is set.
    public private(set) var html: String?

    /// Creates a web view bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", containsHTML: Bool = false) {
        self.containsHTML = containsHTML
        super.init(named: name, dataPath: dataPath)
    }

    /// Shows the URL or HTML; `NULL` and empty text show nothing.
    /// - Throws: ``ADConversionError`` when text meant as a URL is not one.
    /// A web view.
    public var typed: ADControl { .webView(self) }

    public func display(_ value: ADValue) throws(ADConversionError) {
        url = nil
        html = nil
        let text = value.asText()
        if containsHTML {
            html = value.isNull ? nil : text
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return }
        guard let url = URL(string: trimmed), url.scheme != nil else {
            throw ADConversionError(value: text, target: "URL", detail: "expected an absolute URL such as https://example.com")
        }
        self.url = url
    }
}
