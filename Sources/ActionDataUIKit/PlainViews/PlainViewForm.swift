#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionDataStoryboard

/// The engine of a form of plain views that is not a view controller's own: the views under a
/// container (DataBindSwift's `DataBindView`) whose binding settings `attributes` gives. It
/// is an ``ADBoundViewController`` that is never shown, so the focus order, keyboard toolbar,
/// validation messages and undo work as on any bound form.
@MainActor
package final class PlainViewForm: ADBoundViewController {
    private weak var root: UIView?
    private let registry: ADBindingClassRegistry
    private let attributes: (UIView) -> [ADRuntimeAttribute]
    /// The views whose bindings are not applied, and why, as of the last search.
    package private(set) var notes: [(view: UIView, message: String)] = []

    /// A form of the plain views under `root`, bound by the settings `attributes` gives.
    package init(root: UIView, registry: ADBindingClassRegistry = .standard, attributes: @escaping (UIView) -> [ADRuntimeAttribute]) {
        self.root = root
        self.registry = registry
        self.attributes = attributes
        super.init(nibName: nil, bundle: nil)
        bindingController.classRegistry = registry
    }

    /// Not supported: the form is made in code by its container.
    package required init?(coder: NSCoder) {
        nil
    }

    override var formView: UIView { root ?? view }

    override func boundViewTree() -> (tree: ADViewGroup, views: [any BoundView]) {
        let discovery = PlainViewDiscovery(root: formView, registry: registry, attributes: attributes)
        notes = discovery.notes
        return (discovery.tree, discovery.adapters)
    }

    /// Finds the bound views, the first time.
    package func bindIfNeeded() {
        findControlsIfNeeded()
    }

    /// The plain view that shows `control`.
    package func view(showing control: any ADBindable) -> UIView? {
        boundView(for: control)?.view
    }

    /// Shows the record in every view again, after the record changed without an edit.
    package func showRecord() {
        renderAll()
    }
}
