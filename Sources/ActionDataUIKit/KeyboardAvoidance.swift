#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import Foundation

/// The user-info keys of keyboard notifications, read once on the main actor: the iOS 16 SDK
/// isolates them to it, while a notification is read where it is posted.
struct KeyboardInfoKeys: Sendable {
    let endFrame: String
    let duration: String
    let curve: String

    @MainActor
    init() {
        endFrame = UIResponder.keyboardFrameEndUserInfoKey
        duration = UIResponder.keyboardAnimationDurationUserInfoKey
        curve = UIResponder.keyboardAnimationCurveUserInfoKey
    }
}

/// What a keyboard notification says, read on the posting thread into a `Sendable` value.
struct KeyboardEvent: Sendable {
    /// The keyboard's end frame in the screen's coordinates, when given.
    var endFrame: (x: Double, y: Double, width: Double, height: Double)?
    /// The animation duration; present on the "will" notifications only.
    var duration: Double
    /// The raw `UIView.AnimationCurve`; may be a value the enum does not name.
    var curve: Int

    init(_ notification: Notification, keys: KeyboardInfoKeys) {
        let info = notification.userInfo ?? [:]
        if let rect = (info[keys.endFrame] as? NSValue)?.cgRectValue {
            endFrame = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        duration = (info[keys.duration] as? NSNumber)?.doubleValue ?? 0
        curve = (info[keys.curve] as? NSNumber)?.intValue ?? 0
    }

    /// Animation options running the keyboard's own curve (its raw value shifted left by 16,
    /// as UIView.h defines the curve options).
    var options: UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(min(max(curve, 0), 7)) << 16).union(.beginFromCurrentState)
    }
}

/// Keeps the focused control of an ``ADBoundViewController`` clear of a docked keyboard: adds
/// the overlap (`ADKeyboardOverlap`) to the enclosing scroll view's bottom content and
/// indicator insets, scrolls the control into view with the keyboard's animation, and restores
/// the previous insets when the keyboard hides or the view disappears.
@MainActor
final class KeyboardAvoidance {
    private weak var host: ADBoundViewController?
    private var observers: [any NSObjectProtocol] = []
    private var adjusted: (scrollView: UIScrollView, contentInset: UIEdgeInsets, indicatorInsets: UIEdgeInsets, inset: Double)?

    init(host: ADBoundViewController) {
        self.host = host
    }

    /// Starts observing the keyboard (`viewWillAppear`).
    func start() {
        guard observers.isEmpty else { return }
        let center = NotificationCenter.default
        let keys = KeyboardInfoKeys()
        let changes = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification]
        for name in changes {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                let event = KeyboardEvent(notification, keys: keys)
                MainActor.assumeIsolated { self?.keyboardWillChange(event) }
            })
        }
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
            [weak self] notification in
            let event = KeyboardEvent(notification, keys: keys)
            MainActor.assumeIsolated { self?.restore(animatedAs: event) }
        })
    }

    /// Stops observing and restores the insets (`viewWillDisappear`).
    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        restore(animatedAs: nil)
    }

    /// The focus moved while the keyboard is up (Next): scroll the new control into view.
    func focusDidMove() {
        guard let adjusted else { return }
        scrollFocusedControl(in: adjusted.scrollView)
    }

    private func keyboardWillChange(_ event: KeyboardEvent) {
        guard let host, host.isViewLoaded, let frame = event.endFrame else { return }
        let view = host.formView
        let screenSpace = view.window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace
        let keyboard = view.convert(CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), from: screenSpace)
        let screen = view.convert(screenSpace.bounds, from: screenSpace)
        let inset = ADKeyboardOverlap.bottomInset(
            keyboard: ADRect(keyboard), screen: ADRect(screen), view: ADRect(view.bounds),
            safeAreaBottom: Double(view.safeAreaInsets.bottom))
        guard inset > 0, let scrollView = enclosingScrollView(in: view) else {
            restore(animatedAs: event)
            return
        }
        if let adjusted, adjusted.scrollView !== scrollView { restore(animatedAs: nil) }
        let saved = adjusted ?? (scrollView, scrollView.contentInset, scrollView.verticalScrollIndicatorInsets, 0)
        adjusted = (saved.scrollView, saved.contentInset, saved.indicatorInsets, inset)
        var content = saved.contentInset
        content.bottom += CGFloat(inset)
        var indicators = saved.indicatorInsets
        indicators.bottom += CGFloat(inset)
        UIView.animate(withDuration: event.duration, delay: 0, options: event.options, animations: {
            scrollView.contentInset = content
            scrollView.verticalScrollIndicatorInsets = indicators
            self.scrollFocusedControl(in: scrollView)
        })
    }

    private func restore(animatedAs event: KeyboardEvent?) {
        guard let saved = adjusted else { return }
        adjusted = nil
        UIView.animate(withDuration: event?.duration ?? 0, delay: 0, options: event?.options ?? [], animations: {
            saved.scrollView.contentInset = saved.contentInset
            saved.scrollView.verticalScrollIndicatorInsets = saved.indicatorInsets
        })
    }

    private func scrollFocusedControl(in scrollView: UIScrollView) {
        guard let focused = host?.focusedView?.view, focused.isDescendant(of: scrollView) else { return }
        scrollView.scrollRectToVisible(scrollView.convert(focused.bounds, from: focused), animated: false)
    }

    /// The scroll view to inset: the nearest one around the focused control, else the view
    /// itself or the first one inside it. Text views scroll their own text and are skipped.
    private func enclosingScrollView(in view: UIView) -> UIScrollView? {
        var candidate = host?.focusedView?.view.superview
        while let current = candidate, current.isDescendant(of: view) {
            if let scrollView = current as? UIScrollView, !(current is UITextView) { return scrollView }
            candidate = current.superview
        }
        return firstScrollView(in: view)
    }

    private func firstScrollView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView, !(view is UITextView) { return scrollView }
        for subview in view.subviews {
            if let found = firstScrollView(in: subview) { return found }
        }
        return nil
    }
}

extension ADBoundViewController {
    /// Scrolls a newly focused control into view while the keyboard is up.
    func keyboardFocusDidMove() {
        keyboardAvoidance.focusDidMove()
    }
}
