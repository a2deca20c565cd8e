#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData

/// Binds a plain UIKit view (a `UISwitch`, not an `ADBoundSwitch`) that a binding behavior
/// found to the engine control built from its bindings: it shows the model and, for a control
/// the user changes, reads each change back and reports it.
@MainActor
final class PlainViewAdapter<View: ModelShowingView>: BoundView {
    /// The plain view shown.
    let shownView: View
    /// The engine control the view shows.
    let model: View.ShownModel
    weak var boundController: ADBoundViewController?

    /// Binds `view` to `model`; a control reports its `valueChanged` events as edits.
    init(_ view: View, model: View.ShownModel) {
        shownView = view
        self.model = model
        if let control = view as? UIControl, model is any ADEditableBindable {
            control.addAction(UIAction { [weak self] _ in self?.userDidEdit() }, for: .valueChanged)
        }
    }

    var view: UIView { shownView }

    var bindable: any ADBindable { model }

    func prepareForBinding() {
        shownView.prepare(model)
    }

    func render() {
        renderVisibility()
        shownView.show(model)
    }

    private func userDidEdit() {
        shownView.read(into: model)
        reportEdit()
    }
}
