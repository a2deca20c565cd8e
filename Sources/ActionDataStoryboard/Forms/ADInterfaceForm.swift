import ActionData

/// One scene of an Interface Builder document built as the engine's controls: the view tree
/// a binding controller (and so any front end) works on.
///
/// ```swift
/// let document = try ADInterfaceDocument(contentsOf: storyboardURL)
/// let form = document.makeForm()                 // the first scene with bindings
/// let controller = ADBindingController(root: form.root)
/// try controller.setDataModel(category)
/// ```
///
/// Action Data controls (`ADLabelModel` … with `dataPath` and the other runtime attributes),
/// DataBindSwift fields (`fieldPath`, `required`, `persist` …) and AKABeacon bindings
/// (`textBinding_aka`, `valueBinding_aka`, `stateBinding_aka`, `pickerBinding_aka`,
/// `enabledBinding_aka`, `hiddenBinding_aka` whose primary is a formula) all become the same
/// control models. What cannot be mapped is kept in ``notes``, never fatal.
///
/// Controls are not `Sendable`; build a form in the isolation domain that will use it.
public struct ADInterfaceForm {
    /// The scene's title, or its identifier when it has none.
    public let title: String
    /// The view tree: containers as ``ADViewGroup``s (named by their Interface Builder label),
    /// bound objects as controls, in document order. Containers without bound controls are left out.
    public let root: ADViewGroup
    /// The controls in document order, each with the identifier of the object it came from.
    public let controls: [(objectID: String, control: any ADBindable)]
    /// Bindings and settings that have no counterpart in the engine, with their lines.
    public let notes: [ADInterfaceNote]
}

extension ADInterfaceDocument {
    /// The scenes that contain at least one binding, in document order.
    public var boundScenes: [ADInterfaceScene] {
        let bound = Set(ADInterfaceBindingSet(document: self).bindings.map(\.objectID))
        return scenes.filter { scene in scene.objects.contains { $0.allObjects.contains { bound.contains($0.id) } } }
    }

    /// Builds `scene` (by default the first scene with bindings) as engine controls.
    public func makeForm(scene: ADInterfaceScene? = nil, registry: ADBindingClassRegistry = .standard) -> ADInterfaceForm {
        let bindingSet = ADInterfaceBindingSet(document: self, registry: registry)
        let chosen = scene ?? boundScenes.first ?? scenes.first
        var builder = InterfaceFormBuilder(bindings: Dictionary(grouping: bindingSet.bindings, by: \.objectID))
        let children = (chosen?.objects ?? []).compactMap { builder.node(for: $0, depth: 0) }
        let title = chosen.map { $0.title ?? $0.id } ?? ""
        return ADInterfaceForm(
            title: title, root: ADViewGroup(name: title, children), controls: builder.controls, notes: builder.notes)
    }
}
