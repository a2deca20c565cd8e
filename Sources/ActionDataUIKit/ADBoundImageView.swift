#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// An image view showing an image of the data model, as data or base64 text (the spec's
/// `ADBoundImageView`), over an `ADImageViewModel`. A binding's `transitionAnimation` is
/// played when the image changes.
@MainActor
open class ADBoundImageView: UIImageView, BoundView {
    /// The engine model: paths and the image bytes.
    public let model = ADImageViewModel()
    weak var boundController: ADBoundViewController?
    private let transition = ValueTransition<Data?>()

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

    /// Whether the image view writes its image back (DataBindSwift's Image field); off, as the
    /// spec's image view only shows.
    @IBInspectable public var persist: Bool {
        get { model.validation.persist }
        set { model.validation.persist = newValue }
    }

    /// Whether an image the app sets with ``choose(_:)`` updates the record at once.
    @IBInspectable public var liveUpdate: Bool {
        get { model.liveUpdate }
        set { model.liveUpdate = newValue }
    }

    /// Sets the image the user picked (from a photo picker or the camera), as an edit written
    /// back as PNG data on the next save, or at once with ``liveUpdate``.
    ///
    /// - Throws: `ADConversionError` when the image has no PNG data or is larger than the
    ///   model's `maximumImageSize`; the shown image is unchanged then.
    public func choose(_ picked: UIImage) throws(ADConversionError) {
        guard let bytes = picked.pngData() else {
            throw ADConversionError(value: "the picked image", target: "image", detail: "it has no PNG data")
        }
        try model.choose(bytes)
        render()
        reportEdit()
    }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        tintColor = UIColor.bound(model.tintColor)
        transition.show(model.imageData, in: self, animation: model.transitionAnimation) { [weak self] in self?.showImage() }
    }

    private func showImage() {
        image = model.imageData.flatMap { UIImage(data: $0) }
    }
}
