import Foundation
import UIKitStub
#if canImport(FoundationNetworking)
import FoundationNetworking  // URLRequest lives here on Linux
#endif

/// A collection of properties that initialise a web view. Transcribes `WKWebViewConfiguration`
/// (WebKit `WKWebViewConfiguration.h`), iOS 8.0 — no actor annotation in the 16.5 SDK.
open class WKWebViewConfiguration: NSObject {
    /// NSObject's `-init`.
    public override init() {
        super.init()
    }
}

/// An object that tracks the loading progress of a webpage. Transcribes `WKNavigation`
/// (WebKit `WKNavigation.h`), iOS 8.0 — an opaque token.
open class WKNavigation: NSObject {}

/// An object that displays interactive web content. Transcribes `WKWebView` (WebKit
/// `WKWebView.h`), iOS 8.0 — main-actor isolated through `UIView`. The stub loads nothing; it
/// remembers what it was asked to show.
@MainActor
open class WKWebView: UIView {
    private let storedConfiguration: WKWebViewConfiguration

    /// WKWebView.h `initWithFrame:configuration:` (designated; Doc:
    /// webkit/wkwebview/init(frame:configuration:)).
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        storedConfiguration = configuration
        super.init(frame: frame)
    }

    /// WKWebView.h `initWithCoder:` (designated).
    public required init?(coder: NSCoder) {
        storedConfiguration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// UIView's `initWithFrame:`, inherited as a convenience initialiser because WKWebView
    /// declares its own designated initialisers (reference §1 rule 7); uses a default
    /// configuration.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// WKWebView.h `configuration`.
    open var configuration: WKWebViewConfiguration { storedConfiguration }

    /// WKWebView.h `loadHTMLString:baseURL:` (Doc).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        _loaded = .html(string)
        return WKNavigation()
    }

    /// WKWebView.h `loadRequest:` (Doc: webkit/wkwebview/load(_:)-5siv6).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        _loaded = request.url.map { .url($0) }
        return WKNavigation()
    }

    /// Test support, not WebKit: what the view was last asked to show.
    package private(set) var _loaded: _WebContent?
}

/// Test support, not WebKit: what a ``WKWebView`` was asked to show.
package enum _WebContent: Equatable {
    case html(String)
    case url(URL)
}
