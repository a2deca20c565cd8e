#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A switch bound to a truth value of the data model (the spec's `ADBoundSwitch`), over an
/// `ADSwitchModel`. The off colour tints the switch's outline (`tintColor`).
@MainActor
open class ADBoundSwitch: UISwitch, BoundView {
    /// The engine model: paths and the state.
    public let model = ADSwitchModel()
    weak var boundController: ADBoundViewController?

    /// Creates a switch in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeEdits()
    }

    /// Creates a switch from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeEdits()
    }

    private func observeEdits() {
        addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .valueChanged)
    }

    /// The field or formula giving the state.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }
    /// The field or formula giving whether the switch is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the switch is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the fill when on.
    @IBInspectable public var onColorPath: String {
        get { model.onColorPath }
        set { model.onColorPath = newValue }
    }

    /// The field or formula giving the outline when off.
    @IBInspectable public var offColorPath: String {
        get { model.offColorPath }
        set { model.offColorPath = newValue }
    }

    /// The field or formula giving the colour of the thumb.
    @IBInspectable public var thumbColorPath: String {
        get { model.thumbColorPath }
        set { model.thumbColorPath = newValue }
    }

    /// Whether flipping the switch updates the form at once.
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

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        show(model)
    }

    private func userDidEdit() {
        read(into: model)
        reportEdit()
    }
}
