import Foundation

/// The UIKit accessibility functions and constants, gathered by UIKit.apinotes under the
/// `UIAccessibility` namespace. Transcribes UIKit `UIAccessibility.h` and
/// `UIAccessibilityConstants.h` — C functions and constants with no actor annotation in the
/// 16.5 SDK.
public enum UIAccessibility {
    /// `UIAccessibilityNotifications` (UIAccessibilityConstants.h, `NS_TYPED_ENUM` of
    /// `uint32_t`), imported as a struct. The 16.5 SDK declares the notifications as mutable
    /// `UIKIT_EXTERN` globals (not `const`), so Swift 6 refuses to read them unless UIKit is
    /// imported `@preconcurrency`; the stub declares them `static var` in a Swift 5 module to
    /// refuse them alike.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32

        /// A notification from its number.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// UIAccessibilityConstants.h `UIAccessibilityScreenChangedNotification`: a new screen
        /// appeared; the argument is the element to focus, or `nil`.
        public static var screenChanged = Notification(rawValue: 1000)
        /// UIAccessibilityConstants.h `UIAccessibilityLayoutChangedNotification`: part of the
        /// screen changed; the argument is the element to focus, or `nil`.
        public static var layoutChanged = Notification(rawValue: 1001)
        /// UIAccessibilityConstants.h `UIAccessibilityAnnouncementNotification`, iOS 4.0: the
        /// argument, a string, is spoken.
        public static var announcement = Notification(rawValue: 1008)
    }

    /// UIAccessibility.h `UIAccessibilityPostNotification`: tells assistive technologies
    /// something happened. The stub records it (``_postedNotifications``).
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        _postedNotifications.append((notification, argument))
    }

    /// UIAccessibility.h `UIAccessibilityIsReduceMotionEnabled`, iOS 8.0: whether the user asked
    /// for less motion. Tests set it through ``_simulateReduceMotion``.
    public static var isReduceMotionEnabled: Bool { _reduceMotion }

    /// Test support, not UIKit: the notifications posted, in order, with their arguments.
    nonisolated(unsafe) package static var _postedNotifications: [(notification: Notification, argument: Any?)] = []

    nonisolated(unsafe) private static var _reduceMotion = false

    /// Test support, not UIKit: the user turns Reduce Motion on or off.
    package static func _simulateReduceMotion(_ enabled: Bool) {
        _reduceMotion = enabled
    }
}
