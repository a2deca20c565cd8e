#if canImport(UIKit)
import UIKit
#else
import UIKitStub
#endif
import ActionData
import ActionDataStoryboard

/// The plain views of a tree that carry binding settings, each bound through an adapter to
/// the control the storyboard form builder makes of its settings, and what could not be bound.
@MainActor
struct PlainViewDiscovery {
    /// The engine tree of the bound controls, grouped as the views are.
    let tree: ADViewGroup
    /// The adapters, one per bound view, in layout order.
    let adapters: [any BoundView]
    /// The views whose bindings are not applied, and why.
    let notes: [(view: UIView, message: String)]

    /// Finds the bound plain views under `root`, skipping `excluded`.
    /// - Parameter attributes: A view's binding settings as Interface Builder runtime attributes.
    init(
        root: UIView, excluding excluded: UIView? = nil, registry: ADBindingClassRegistry,
        attributes: @escaping (UIView) -> [ADRuntimeAttribute]
    ) {
        let live = LiveScene(root: root, excluding: excluded, attributes: attributes)
        let plan = ADInterfaceFormPlan(scene: live.scene, registry: registry)
        let form = plan.makeForm()
        var adapters: [any BoundView] = []
        var notes: [(view: UIView, message: String)] = []
        for binding in plan.invalidBindings {
            guard let shown = live.views[binding.objectID], let error = binding.errors.first else { continue }
            notes.append((shown, "\(binding.property): \(error.description)"))
        }
        for (objectID, control) in form.controls {
            guard let shown = live.views[objectID] else { continue }
            switch PlainAdapters.adapter(for: shown, control: control) {
            case .success(let adapter): adapters.append(adapter)
            case .failure(let error): notes.append((shown, "a \(error.kind) is not bound on a plain view"))
            }
        }
        for note in form.notes {
            if let shown = live.views[note.objectID] { notes.append((shown, note.message)) }
        }
        let bound = Set(adapters.map { ObjectIdentifier($0.bindable) })
        tree = Self.pruned(form.root, keeping: bound)
        self.adapters = adapters
        self.notes = notes
    }

    /// `group` without the controls that have no adapter, so the engine binds only what shows.
    private static func pruned(_ group: ADViewGroup, keeping bound: Set<ObjectIdentifier>) -> ADViewGroup {
        let children: [any ADViewNode] = group.children.compactMap { node in
            if let inner = node as? ADViewGroup { return pruned(inner, keeping: bound) }
            if let control = node as? any ADBindable { return bound.contains(ObjectIdentifier(control)) ? control : nil }
            return node
        }
        return ADViewGroup(name: group.name, children)
    }
}
