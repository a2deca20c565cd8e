// `@preconcurrency` for this file only: the iOS 16 SDK declares the accessibility notifications
// as mutable C globals, which Swift 6 otherwise refuses to read.
#if canImport(SwiftUI)
#if canImport(UIKit)
@preconcurrency import UIKit

/// Speaks `text` through VoiceOver.
@MainActor
func announceToAssistiveTechnologies(_ text: String) {
    UIAccessibility.post(notification: .announcement, argument: text)
}
#elseif canImport(AppKit)
@preconcurrency import AppKit

/// Speaks `text` through VoiceOver.
@MainActor
func announceToAssistiveTechnologies(_ text: String) {
    NSAccessibility.post(
        element: NSApplication.shared, notification: .announcementRequested, userInfo: [.announcement: text])
}
#endif
#endif
