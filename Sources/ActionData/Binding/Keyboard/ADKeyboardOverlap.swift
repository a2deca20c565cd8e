/// How far a docked on-screen keyboard covers a form, for the bottom inset a front end adds to
/// the form's scroll view while the keyboard is shown.
///
/// All rectangles are in the **form view's own coordinates**: the front end converts the
/// keyboard's end frame (which UIKit gives in the screen's coordinates) and the screen's bounds
/// into the view before asking. The answer is the part of the view, minus its bottom safe area,
/// that the keyboard covers:
///
/// ```swift
/// // iPhone portrait: a 336-point keyboard over a full-screen view with a 34-point home indicator.
/// let inset = ADKeyboardOverlap.bottomInset(
///     keyboard: ADRect(x: 0, y: 508, width: 390, height: 336),
///     screen: ADRect(x: 0, y: 0, width: 390, height: 844),
///     view: ADRect(x: 0, y: 0, width: 390, height: 844),
///     safeAreaBottom: 34)                       // 302
/// ```
///
/// - A keyboard that does not reach the bottom of the screen is floating, undocked or split
///   (iPad) and covers nothing the form must move for: 0.
/// - A keyboard beside the view (another app's half in Split View) covers nothing: 0.
/// - A view that ends above the keyboard (a form sheet, a popover) is covered only by what
///   reaches into it; a view whose bottom safe area already keeps content clear (a tab bar, the
///   home indicator) needs only the overlap beyond that area.
public enum ADKeyboardOverlap {
    /// The bottom inset that keeps the form clear of the keyboard, in points, never negative.
    ///
    /// - Parameters:
    ///   - keyboard: the keyboard's end frame, converted into the view's coordinates.
    ///   - screen: the screen's bounds, converted into the view's coordinates.
    ///   - view: the view's bounds.
    ///   - safeAreaBottom: the view's bottom safe-area inset, which the scroll view's adjusted
    ///     inset already includes.
    public static func bottomInset(keyboard: ADRect, screen: ADRect, view: ADRect, safeAreaBottom: Double) -> Double {
        guard !keyboard.isEmpty, !view.isEmpty else { return 0 }
        // Docked keyboards reach the bottom of the screen; allow for rounding in conversions.
        guard keyboard.maxY >= screen.maxY - 1 else { return 0 }
        guard keyboard.minX < view.maxX, keyboard.maxX > view.minX else { return 0 }
        let covered = view.maxY - max(keyboard.minY, view.minY)
        guard covered > 0 else { return 0 }
        let clearOfSafeArea = covered - max(0, safeAreaBottom.isFinite ? safeAreaBottom : 0)
        return max(0, clearOfSafeArea)
    }
}
