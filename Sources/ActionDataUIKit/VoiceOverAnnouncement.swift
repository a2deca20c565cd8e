// `@preconcurrency` for this file only: the iOS 16 SDK declares the accessibility
// notifications as mutable C globals, which Swift 6 otherwise refuses to read (iOS 17's SDK
// makes them constants). Nothing else is imported here.
#if canImport(UIKit)
@preconcurrency import UIKit
#else
@preconcurrency import UIKitStub
#endif

/// Speaks `text` through VoiceOver (an announcement notification).
@MainActor
func announceToVoiceOver(_ text: String) {
    UIAccessibility.post(notification: .announcement, argument: text)
}
