#if canImport(UIKit)
import UIKit
import WebKit
#else
import UIKitStub
import WebKitStub
#endif
import ActionData
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web view showing the page at a URL of the data model or, with `containsHTML`, the HTML it
/// holds (the spec's `ADBoundWebView`), over an `ADWebViewModel`.
@MainActor
open class ADBoundWebView: WKWebView, BoundView {
    /// The engine model: paths and the URL or HTML.
    public let model = ADWebViewModel()
    weak var boundController: ADBoundViewController?
    private var shownURL: URL?
    private var shownHTML: String?

    /// Creates a web view in code (`ADBoundWebView(frame:)` is inherited from WKWebView).
    public override init(frame: CGRect, configuration: WKWebViewConfiguration) {
        super.init(frame: frame, configuration: configuration)
    }

    /// Creates a web view from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The field or formula giving the URL or the HTML.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }
    /// The field or formula giving whether the web view is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the web view is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// Whether `dataPath` gives HTML rather than a URL.
    @IBInspectable public var containsHTML: Bool {
        get { model.containsHTML }
        set { model.containsHTML = newValue }
    }

    /// `containsHTML` as the spec also spells it (`containsHTLM`), so a storyboard using that
    /// key path sets it too.
    @IBInspectable public var containsHTLM: Bool {
        get { model.containsHTML }
        set { model.containsHTML = newValue }
    }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        if let html = model.html {
            guard html != shownHTML else { return }
            shownHTML = html
            shownURL = nil
            loadHTMLString(html, baseURL: nil)
        } else if let url = model.url {
            guard url != shownURL else { return }
            shownURL = url
            shownHTML = nil
            load(URLRequest(url: url))
        } else if shownHTML != nil || shownURL != nil {
            shownHTML = nil
            shownURL = nil
            loadHTMLString("", baseURL: nil)
        }
    }
}
