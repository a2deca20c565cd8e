#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain `UIImageView` a binding behavior found, shown as an `ADBoundImageView` shows
/// its model: the image from the bound PNG or JPEG data, with the model's transition.
@MainActor
final class PlainImageViewAdapter: BoundView {
    private let imageView: UIImageView
    private let model: ADImageViewModel
    private let transition = ValueTransition<Data?>()
    weak var boundController: ADBoundViewController?

    init(_ imageView: UIImageView, model: ADImageViewModel) {
        self.imageView = imageView
        self.model = model
    }

    var view: UIView { imageView }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        imageView.tintColor = UIColor.bound(model.tintColor)
        transition.show(model.imageData, in: imageView, animation: model.transitionAnimation) { [weak imageView, model] in
            imageView?.image = model.imageData.flatMap { UIImage(data: $0) }
        }
    }
}
