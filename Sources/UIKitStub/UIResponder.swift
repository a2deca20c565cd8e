import Foundation

/// An abstract interface for responding to and handling events. Transcribes `UIResponder`
/// (UIKit `UIResponder.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0; keyboard constants from `UIWindow.h`
/// moved onto the class by UIKit.apinotes.
///
/// The stub keeps one first responder for the process (UIKit keeps one per window).
@MainActor
open class UIResponder: NSObject {
    private static weak var current: UIResponder?
    /// Set while `UIView.endEditing(true)` resigns without asking.
    static var isForcingResign = false
    /// The values `objc_setAssociatedObject` keeps with the responder, by key.
    nonisolated(unsafe) var associatedObjects: [UnsafeRawPointer: Any] = [:]

    /// NSObject's `-init` (UIResponder.h declares no initialiser of its own).
    public override init() {
        super.init()
    }

    /// UIResponder.h `canBecomeFirstResponder`; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// UIResponder.h `becomeFirstResponder` (Doc: uikit/uiresponder/becomefirstresponder()):
    /// asks the current first responder to resign (it may refuse), then consults
    /// ``canBecomeFirstResponder``. Returns whether the receiver is now first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = Self.current, current !== self, !current.resignFirstResponder() { return false }
        Self.current = self
        return true
    }

    /// UIResponder.h `undoManager` (iOS 3.0): UIKit answers the next responder's, up to the
    /// window's; the stub has no window, so it is `nil` unless a subclass supplies one.
    open var undoManager: UndoManager? { nil }

    /// UIResponder.h `canResignFirstResponder`; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// UIResponder.h `resignFirstResponder` (Doc: uikit/uiresponder/resignfirstresponder());
    /// returns `true` by default; overrides must call super.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Self.current === self { Self.current = nil }
        return true
    }

    /// UIResponder.h `isFirstResponder`.
    open var isFirstResponder: Bool { Self.current === self }

    /// UIResponder.h `inputView` (read-only here; text controls redeclare it read-write).
    open var inputView: UIView? { nil }

    /// UIResponder.h `inputAccessoryView` (read-only here; text controls redeclare it read-write).
    open var inputAccessoryView: UIView? { nil }

    /// UIResponder.h `reloadInputViews`: only has an effect while the receiver is first
    /// responder. The stub has no keyboard to update.
    open func reloadInputViews() {}

    /// UIWindow.h `UIKeyboardWillShowNotification`, `UIResponder.keyboardWillShowNotification`
    /// by UIKit.apinotes. These six constants are main-actor isolated in the iOS 16.5 SDK (they
    /// are class properties of `NS_SWIFT_UI_ACTOR` UIResponder), though later documentation
    /// prints them `nonisolated`: the stub follows the SDK the package is checked against.
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// UIWindow.h `UIKeyboardWillHideNotification` (UIKit.apinotes).
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// UIWindow.h `UIKeyboardWillChangeFrameNotification` (UIKit.apinotes), iOS 5.0.
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// UIWindow.h `UIKeyboardFrameEndUserInfoKey` (UIKit.apinotes), iOS 3.2: an `NSValue` of a
    /// `CGRect` in the screen's coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// UIWindow.h `UIKeyboardAnimationDurationUserInfoKey` (UIKit.apinotes), iOS 3.0: an
    /// `NSNumber` of a `Double`.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// UIWindow.h `UIKeyboardAnimationCurveUserInfoKey` (UIKit.apinotes), iOS 3.0: an
    /// `NSNumber` of the raw `UIView.AnimationCurve`.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
