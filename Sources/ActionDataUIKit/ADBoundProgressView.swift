#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// A progress view showing where a number of the data model lies between `minValue` and
/// `maxValue` (the spec's `ADBoundProgressView`), over an `ADProgressViewModel`.
@MainActor
open class ADBoundProgressView: UIProgressView, BoundView {
    /// The engine model: paths, range and the number.
    public let model = ADProgressViewModel()
    weak var boundController: ADBoundViewController?

    /// Creates a progress view in code.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a progress view from a storyboard; Interface Builder sets the inspectables after.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The field or formula giving the number.
    @IBInspectable public var dataPath: String {
        get { model.dataPath }
        set { model.dataPath = newValue }
    }
    /// The field or formula giving whether the progress view is enabled.
    @IBInspectable public var enabledPath: String {
        get { model.enabledPath }
        set { model.enabledPath = newValue }
    }

    /// The field or formula giving whether the progress view is hidden.
    @IBInspectable public var hiddenPath: String {
        get { model.hiddenPath }
        set { model.hiddenPath = newValue }
    }

    /// The field or formula giving the colour of the filled part.
    @IBInspectable public var progressColorPath: String {
        get { model.progressColorPath }
        set { model.progressColorPath = newValue }
    }

    /// The field or formula giving the colour of the unfilled part.
    @IBInspectable public var trackColorPath: String {
        get { model.trackColorPath }
        set { model.trackColorPath = newValue }
    }

    /// The number shown as 0 %.
    @IBInspectable public var minValue: Double {
        get { model.minimumValue }
        set { model.minimumValue = newValue }
    }

    /// The number shown as 100 %.
    @IBInspectable public var maxValue: Double {
        get { model.maximumValue }
        set { model.maximumValue = newValue }
    }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        show(model)
    }
}
