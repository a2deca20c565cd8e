#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A segmented control selecting a segment by a value of the data model, by title or by index
/// (the spec's `ADBoundSegmentedControl`), over an `ADSegmentedControlModel`. The segments are
/// the model's titles: Interface Builder's segments seed them, and a binding's `choices`
/// replace them; every render retitles, adds or removes segments to match.
@MainActor
open class ADBoundSegmentedControl: UISegmentedControl, BoundView {
    /// The engine model: paths, segment titles and the selection.
    public let model = ADSegmentedControlModel()
    weak var boundController: ADBoundViewController?

    /// Creates a segmented control in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeEdits()
    }

    /// Creates a segmented control from a storyboard; Interface Builder sets the inspectables
    /// after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeEdits()
    }

    private func observeEdits() {
        addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .valueChanged)
    }

    /// The field or formula giving the selected segment's title or index.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }
    /// The field or formula giving whether the segmented control is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the segmented control is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the selected segment's tint.
    @IBInspectable public var colorPath: String {
        get { model.colorPath }
        set { model.colorPath = newValue }
    }

    /// Whether choosing a segment updates the form at once.
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

    /// Whether segments are selected by title rather than by index.
    @IBInspectable public var byTitle: Bool {
        get { model.byTitle }
        set { model.byTitle = newValue }
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
