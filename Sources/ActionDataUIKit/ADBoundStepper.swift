#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A stepper bound to a number of the data model (the spec's `ADBoundStepper`), over an
/// `ADStepperModel`. The range, step, `wraps`, `autorepeat` and `isContinuous` set on the
/// stepper are the model's until its binding gives others (AKABeacon's `minimumValue: low`,
/// `wraps: $true`, …); the stepper then shows the model's.
@MainActor
open class ADBoundStepper: UIStepper, BoundView {
    /// The engine model: paths, range, step and the number.
    public let model = ADStepperModel()
    weak var boundController: ADBoundViewController?

    /// Creates a stepper in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeEdits()
    }

    /// Creates a stepper from a storyboard; Interface Builder sets the inspectables after.
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
    /// The field or formula giving whether the stepper is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the stepper is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the tint.
    @IBInspectable public var colorPath: String {
        get { model.colorPath }
        set { model.colorPath = newValue }
    }

    /// Whether stepping updates the form at once.
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
    open override var minimumValue: Double {
        didSet { model.minimumValue = minimumValue }
    }

    /// The largest number; also the model's.
    open override var maximumValue: Double {
        didSet { model.maximumValue = maximumValue }
    }

    /// The step; also the model's.
    open override var stepValue: Double {
        didSet { model.stepValue = stepValue }
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
