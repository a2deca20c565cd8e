// WebKitStub — wherever UIKit is absent (Linux, macOS), beside UIKitStub.
//
// Declares exactly the WebKit API that ActionDataUIKit uses, as Swift sees it in the iOS 16.5
// SDK, each declaration citing its header. It is a module of its own because on iOS WebKit is
// one: `import UIKit` does not bring `WKWebView`, so an adapter that forgets `import WebKit`
// must fail here as it fails there. On macOS the real WebKit exists but is AppKit's (its
// `WKWebView` is an `NSView`), so the adapters import this stub there too.
