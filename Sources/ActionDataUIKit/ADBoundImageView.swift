#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// An image view showing an image of the data model, as data or base64 text (the spec's
/// `ADBoundImageView`), over an `ADImageViewModel`.
@MainActor
open class ADBoundImageView: UIImageView, BoundView {
    /// The engine model: paths and the image bytes.
    public let model = ADImageViewModel()
    weak var boundController: ADBoundViewController?

    /// Creates an image view in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an image view from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The field or formula giving the image.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }
    /// The field or formula giving whether the image view is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the image view is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the tint.
    @IBInspectable public var colorPath: String {
        get { model.colorPath }
        set { model.colorPath = newValue }
    }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        image = model.imageData.flatMap { UIImage(data: $0) }
        tintColor = UIColor.bound(model.tintColor)
    }
}
