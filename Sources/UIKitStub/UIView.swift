import Foundation

/// An object that manages the content for a rectangular area on the screen. Transcribes
/// `UIView` (UIKit `UIView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0; `endEditing(_:)` from the
/// `UIView(UITextField)` category in `UITextField.h`.
///
/// The stub lays nothing out and draws nothing; it keeps the tree, frames and state.
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
    private var storedFrame: CGRect
    private var boundsOrigin: CGPoint = .zero
    private var storedTintColor: UIColor?
    private var storedSafeAreaInsets: UIEdgeInsets = .zero

    /// UIView.h `initWithFrame:` (designated).
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// UIView.h `initWithCoder:` (designated). The stub decodes nothing.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    /// NSObject's `-init`, imported as a convenience initialiser (importer rule; reference §1
    /// rule 7).
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// UIView.h `hidden`; does not look at ancestors.
    open var isHidden = false

    /// UIView.h `userInteractionEnabled`; default `true`.
    open var isUserInteractionEnabled = true

    /// UIAccessibility.h `accessibilityValue` (`NSObject (UIAccessibility)`, iOS 3.0): the
    /// element's current value as VoiceOver reads it; `nil` by default. UIKit declares it on
    /// every `NSObject`; the stub, which has no `NSObject` of its own, on views.
    open var accessibilityValue: String?

    /// UIView.h `tintColor`, iOS 7.0: `null_resettable`; resolves to the first explicitly set
    /// colour up the superview chain, else the system tint.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
        set { storedTintColor = newValue }
    }

    /// UIView.h `backgroundColor` (`copy`, imported `@NSCopying`; UIColor is immutable here).
    open var backgroundColor: UIColor?

    /// UIView.h `translatesAutoresizingMaskIntoConstraints`, iOS 6.0; default `true`.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// UIView.h `frame`, in the superview's coordinates.
    open var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }

    /// UIView.h `bounds`: the frame's size with the view's own origin (zero unless scrolled).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            storedFrame.size = newValue.size
        }
    }

    /// UIView.h `superview`.
    open private(set) weak var superview: UIView?

    /// UIView.h `subviews`, back to front.
    open private(set) var subviews: [UIView] = []

    /// UIView.h `window`: the window at the root of the view's tree, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// UIView.h `addSubview:`; moves the view from its previous superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// UIView.h `removeFromSuperview`.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// UIView.h `isDescendantOfView:`.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// UIView.h `safeAreaInsets`, iOS 11.0 (read-only; UIKit derives it from bars, the home
    /// indicator and the presentation).
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    /// Test support, not UIKit: what UIKit would report as ``safeAreaInsets`` (a tab bar, the
    /// home indicator).
    package func _simulateSafeAreaInsets(_ insets: UIEdgeInsets) {
        storedSafeAreaInsets = insets
    }

    /// UIView.h `convertRect:toView:` (Doc: uikit/uiview/convert(_:to:)-2kf3d): `nil` converts
    /// to the window's base coordinates (the root's, outside a window).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let inRoot = rectInRoot(rect)
        guard let view else { return inRoot }
        let origin = view.rectInRoot(.zero).origin
        return inRoot.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// UIView.h `convertRect:fromView:` (Doc: uikit/uiview/convert(_:from:)-7irzk): `nil`
    /// converts from the window's base coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let inRoot = view?.rectInRoot(rect) ?? rect
        let origin = rectInRoot(.zero).origin
        return inRoot.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// UIView.h `UICoordinateSpace` `convertRect:toCoordinateSpace:`, iOS 8.0.
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        let inScreen = rectInScreen(rect)
        return coordinateSpace.convert(inScreen, from: UIScreen.main.coordinateSpace)
    }

    /// UIView.h `UICoordinateSpace` `convertRect:fromCoordinateSpace:`, iOS 8.0.
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        let inScreen = coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace)
        let windowOrigin = window?.frame.origin ?? .zero
        return convert(inScreen.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y), from: nil)
    }

    /// UIEndEditing: `UIView(UITextField)` `endEditing:` in UITextField.h (Doc:
    /// uikit/uiview/endediting(_:)): asks the first responder in the receiver's tree to resign;
    /// with `force` it resigns without being asked. Returns whether it resigned.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = firstResponder(in: self) else { return true }
        UIResponder.isForcingResign = force
        defer { UIResponder.isForcingResign = false }
        return responder.resignFirstResponder()
    }

    /// UIView.h `sizeToFit`; the stub has no intrinsic sizes and keeps the frame.
    open func sizeToFit() {}

    /// UIView.h `+animateWithDuration:delay:options:animations:completion:`, iOS 4.0 (Doc:
    /// uikit/uiview/animate(withduration:delay:options:animations:completion:)). The stub
    /// applies the changes at once and reports them finished.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _lastAnimation = (duration, options)
        animations()
        completion?(true)
    }

    /// Test support, not UIKit: the duration and options of the last animation started.
    package static var _lastAnimation: (duration: TimeInterval, options: UIView.AnimationOptions)?

    /// UIView.h `+transitionWithView:duration:options:animations:completion:`, iOS 4.0,
    /// `NS_SWIFT_DISABLE_ASYNC` (Doc:
    /// uikit/uiview/transition(with:duration:options:animations:completion:)): animates the
    /// changes the block makes to `view` with the transition the options name; there is no
    /// delay. The stub applies the changes at once, records the transition
    /// (``_transitions``) and reports it finished.
    open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        _transitions.append((view, duration, options))
        animations?()
        completion?(true)
    }

    /// Test support, not UIKit: the transitions started, in order, with their view, duration
    /// and options.
    package static var _transitions: [(view: UIView, duration: TimeInterval, options: UIView.AnimationOptions)] = []

    private func rectInRoot(_ rect: CGRect) -> CGRect {
        var result = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        var view = self
        while let superview = view.superview {
            result = result.offsetBy(dx: view.frame.minX - superview.bounds.minX, dy: view.frame.minY - superview.bounds.minY)
            view = superview
        }
        return result.offsetBy(dx: view.bounds.minX, dy: view.bounds.minY)
    }

    private func rectInScreen(_ rect: CGRect) -> CGRect {
        let windowOrigin = window?.frame.origin ?? .zero
        return convert(rect, to: nil).offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
    }

    private func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }
}

extension UIView {
    /// UIView.h `UIViewAnimationCurve`, `UIView.AnimationCurve` by UIKit.apinotes, iOS 2.0. An
    /// open C enum on iOS: switch over it with `@unknown default`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3
    }

    /// UIView.h `UIViewAnimationOptions`, `UIView.AnimationOptions` by UIKit.apinotes, iOS 4.0.
    /// The curve options are the `AnimationCurve` raw values shifted left by 16, the
    /// transitions a number shifted left by 20: one of each is meaningful.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIViewAnimationOptionLayoutSubviews`.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// `UIViewAnimationOptionAllowUserInteraction`.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// `UIViewAnimationOptionBeginFromCurrentState`.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// `UIViewAnimationOptionRepeat`.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// `UIViewAnimationOptionAutoreverse`.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// `UIViewAnimationOptionOverrideInheritedDuration`.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// `UIViewAnimationOptionOverrideInheritedCurve`.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// `UIViewAnimationOptionAllowAnimatedContent` (transitions only).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `UIViewAnimationOptionShowHideTransitionViews`.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// `UIViewAnimationOptionOverrideInheritedOptions`.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// `UIViewAnimationOptionCurveEaseInOut` (zero; usable because UIKit.apinotes names it).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// `UIViewAnimationOptionCurveEaseIn`.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// `UIViewAnimationOptionCurveEaseOut`.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// `UIViewAnimationOptionCurveLinear`.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// `UIViewAnimationOptionTransitionNone`: zero, the default, and so imported as
        /// unavailable (the importer's rule for zero options UIKit.apinotes does not name).
        @available(*, unavailable, message: "use [] to construct an empty option set")
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromLeft`.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromRight`.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// `UIViewAnimationOptionTransitionCurlUp`.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// `UIViewAnimationOptionTransitionCurlDown`.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// `UIViewAnimationOptionTransitionCrossDissolve`.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromTop`.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromBottom`.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }
}
