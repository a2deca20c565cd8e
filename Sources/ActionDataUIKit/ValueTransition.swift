#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Shows a bound view's value — a label's text, an image view's image — playing the binding's
/// `transitionAnimation` when the value changes.
///
/// The first value is shown at once, and so is every value when there is no animation or the
/// user has turned on Reduce Motion. Otherwise the change runs inside
/// `UIView.transition(with:duration:options:animations:completion:)`, with the engine's
/// duration and options. That call has no delay: a delay is waited on the main actor first
/// (`Task.sleep`), the old value showing meanwhile; a newer value cancels the wait.
@MainActor
final class ValueTransition<Value: Equatable> {
    private var shown: Value?
    private var hasShown = false
    private var waiting: Task<Void, Never>?

    /// Shows `value` through `apply`, which sets the view from its model. An unchanged value is
    /// applied again at once (its colours may have changed), unless a delayed transition is
    /// waiting to apply it.
    func show(_ value: Value, in view: UIView, animation: ADTransitionAnimation?, apply: @escaping () -> Void) {
        if hasShown, value == shown {
            if waiting == nil { apply() }
            return
        }
        let isFirst = !hasShown
        hasShown = true
        shown = value
        waiting?.cancel()
        waiting = nil
        guard !isFirst, let animation, !UIAccessibility.isReduceMotionEnabled else {
            apply()
            return
        }
        let delay = animation.playedDelay
        guard delay > 0 else {
            Self.play(animation, in: view, apply: apply)
            return
        }
        waiting = Task { @MainActor [weak self, weak view] in
            do {
                try await Task.sleep(for: .seconds(delay))
            } catch {
                return
            }
            self?.waiting = nil
            guard let view else { return }
            Self.play(animation, in: view, apply: apply)
        }
    }

    private static func play(_ animation: ADTransitionAnimation, in view: UIView, apply: @escaping () -> Void) {
        UIView.transition(
            with: view, duration: animation.playedDuration, options: UIView.AnimationOptions(animation),
            animations: { apply() }, completion: nil)
    }
}
