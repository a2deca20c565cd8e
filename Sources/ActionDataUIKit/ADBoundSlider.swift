#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A slider bound to a number of the data model (the spec's `ADBoundSlider`), over an
/// `ADSliderModel`. The range is the slider's own `minimumValue`/`maximumValue`.
@MainActor
open class ADBoundSlider: UISlider, BoundView {
    /// The engine model: paths, range and the number.
    public let model = ADSliderModel()
    weak var boundController: ADBoundViewController?

    /// Creates a slider in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeEdits()
    }

    /// Creates a slider from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeEdits()
    }

    private func observeEdits() {
        addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .valueChanged)
    }

    /// The field or formula giving the number.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }
    /// The field or formula giving whether the slider is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the slider is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the colour of the track below the thumb.
    @IBInspectable public var minColorPath: String {
        get { model.minColorPath }
        set { model.minColorPath = newValue }
    }

    /// The field or formula giving the colour of the track above the thumb.
    @IBInspectable public var maxColorPath: String {
        get { model.maxColorPath }
        set { model.maxColorPath = newValue }
    }

    /// The field or formula giving the colour of the thumb.
    @IBInspectable public var thumbColorPath: String {
        get { model.thumbColorPath }
        set { model.thumbColorPath = newValue }
    }

    /// Whether moving the slider updates the form at once.
    @IBInspectable public var liveUpdate: Bool {
        get { model.liveUpdate }
        set { model.liveUpdate = newValue }
    }

    /// The name of a registered asynchronous validator (``ADBoundViewController/asyncValidators``)
    /// that checks the value once the user stopped typing; empty for none.
    @IBInspectable public var asyncValidator: String {
        get { model.validation.asyncValidator }
        set { model.validation.asyncValidator = newValue }
    }

    /// The smallest number; also the model's.
    open override var minimumValue: Float {
        didSet { model.minimumValue = Double(minimumValue) }
    }

    /// The largest number; also the model's.
    open override var maximumValue: Float {
        didSet { model.maximumValue = Double(maximumValue) }
    }

    var bindable: any ADBindable { model }

    func prepareForBinding() {
        prepare(model)
    }

    func render() {
        renderVisibility()
        show(model)
    }

    private func userDidEdit() {
        read(into: model)
        reportEdit()
    }
}
