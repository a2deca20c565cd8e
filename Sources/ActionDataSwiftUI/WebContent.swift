#if canImport(SwiftUI)
import Foundation
import SwiftUI
#if canImport(UIKit) && canImport(WebKit)
import UIKit
import WebKit

/// A web view's page or HTML in a `WKWebView`, loaded again only when the engine's page or
/// HTML changes.
@MainActor
struct WebContent: UIViewRepresentable {
    let url: URL?
    let html: String?

    func makeCoordinator() -> LoadedContent { LoadedContent() }

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ view: WKWebView, context: Context) {
        let loaded = context.coordinator
        guard loaded.url != url || loaded.html != html else { return }
        loaded.url = url
        loaded.html = html
        if let html {
            view.loadHTMLString(html, baseURL: url)
        } else if let url {
            view.load(URLRequest(url: url))
        } else {
            view.loadHTMLString("", baseURL: nil)
        }
    }
}

/// What a web view last loaded.
@MainActor
final class LoadedContent {
    var url: URL?
    var html: String?
}
#else
/// A web view's page as a link, where no web view can be embedded.
struct WebContent: View {
    let url: URL?
    let html: String?

    var body: some View {
        if let url { Link(url.absoluteString, destination: url) }
    }
}
#endif
#endif
