import Foundation

/// A view that allows the scrolling and zooming of its contained views. Transcribes
/// `UIScrollView` (UIKit `UIScrollView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0. `delegate` is left
/// out (reference §1 rule 6).
@MainActor
open class UIScrollView: UIView {
    /// UIScrollView.h `contentOffset`: the origin of the bounds.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// UIScrollView.h `contentSize`.
    open var contentSize: CGSize = .zero

    /// UIScrollView.h `contentInset`; default `.zero`.
    open var contentInset: UIEdgeInsets = .zero

    /// UIScrollView.h `verticalScrollIndicatorInsets`, iOS 11.1; default `.zero`.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// UIScrollView.h `scrollRectToVisible:animated:`: scrolls the minimum needed so `rect`
    /// (in the scroll view's coordinates) lies inside the bounds less the content insets;
    /// does nothing when it is already fully visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visibleTop = contentOffset.y + contentInset.top
        let visibleBottom = contentOffset.y + bounds.height - contentInset.bottom
        if rect.minY < visibleTop {
            contentOffset.y = rect.minY - contentInset.top
        } else if rect.maxY > visibleBottom {
            contentOffset.y = min(rect.minY - contentInset.top, rect.maxY - bounds.height + contentInset.bottom)
        }
    }
}

/// The methods of a scroll view's delegate. Transcribes `UIScrollViewDelegate` (UIKit
/// `UIScrollView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0 — declared because `UITextViewDelegate`
/// refines it; all its requirements are optional on iOS and none is implemented by an adapter,
/// so none is declared.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
