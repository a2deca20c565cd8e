#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A date picker bound to a date of the data model (AKABeacon's `datePickerBinding_aka`), over
/// an `ADDatePickerModel`.
///
/// The range is the model's: the binding's `minimumValue`/`maximumValue`, else the picker's own
/// `minimumDate`/`maximumDate` (Interface Builder's). The engine does not clamp a date outside
/// the range; UIKit shows the nearest date within it, and that is what a pick writes back. A
/// field without a date leaves the picker where it is (UIDatePicker always shows a date).
@MainActor
open class ADBoundDatePicker: UIDatePicker, BoundView {
    /// The engine model: paths, range and the date.
    public let model = ADDatePickerModel()
    weak var boundController: ADBoundViewController?

    /// Creates a date picker in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeEdits()
    }

    /// Creates a date picker from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeEdits()
    }

    private func observeEdits() {
        addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .valueChanged)
    }

    /// The field or formula giving the date.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }

    /// The field or formula giving whether the date picker is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the date picker is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the tint.
    @IBInspectable public var colorPath: String {
        get { model.colorPath }
        set { model.colorPath = newValue }
    }

    /// Whether picking a date updates the form at once.
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

    /// The earliest date the user can pick; also the model's.
    open override var minimumDate: Date? {
        didSet { model.minimumDate = minimumDate }
    }

    /// The latest date the user can pick; also the model's.
    open override var maximumDate: Date? {
        didSet { model.maximumDate = maximumDate }
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
