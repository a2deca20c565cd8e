#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain `UILabel` a binding behavior found, shown as an `ADBoundLabel` shows its model.
@MainActor
final class PlainLabelAdapter: BoundView {
    private let label: UILabel
    private let model: ADLabelModel
    private let presentation = LabelPresentation()
    weak var boundController: ADBoundViewController?

    init(_ label: UILabel, model: ADLabelModel) {
        self.label = label
        self.model = model
    }

    var view: UIView { label }

    var bindable: any ADBindable { model }

    func render() {
        renderVisibility()
        presentation.show(model, in: label)
    }
}
