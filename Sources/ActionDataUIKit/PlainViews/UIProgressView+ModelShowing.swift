#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

extension UIProgressView: ModelShowingView {
    func show(_ model: ADProgressViewModel) {
        setProgress(Float(model.progress), animated: false)
        progressTintColor = UIColor.bound(model.progressColor)
        trackTintColor = UIColor.bound(model.trackColor)
    }

    /// Reads nothing: the user cannot change a progress view.
    func read(into model: ADProgressViewModel) {}
}
