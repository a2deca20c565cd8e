import Foundation

/// A view that depicts the progress of a task over time. Transcribes `UIProgressView` (UIKit
/// `UIProgressView.h`, `NS_SWIFT_UI_ACTOR`), iOS 2.0. Progress is pinned to 0…1 (Doc:
/// uikit/uiprogressview/progress).
@MainActor
open class UIProgressView: UIView {
    private var storedProgress: Float = 0

    /// UIProgressView.h `progress`; default 0, pinned to 0…1.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }

    /// UIProgressView.h `setProgress:animated:`, iOS 5.0.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// UIProgressView.h `progressTintColor`, iOS 5.0.
    open var progressTintColor: UIColor?
    /// UIProgressView.h `trackTintColor`, iOS 5.0.
    open var trackTintColor: UIColor?
}
