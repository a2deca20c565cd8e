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
    /// The view tree: containers as `ADViewGroup`s (named by their Interface Builder label),
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
        return scenes.filter { $0.contains(anyOf: bound) }
    }

    /// Builds `scene` (by default the first scene with bindings) as engine controls. To build
    /// many forms of one scene, make its ``ADInterfaceFormPlan`` once and ask it for each.
    public func makeForm(scene: ADInterfaceScene? = nil, registry: ADBindingClassRegistry = .standard) -> ADInterfaceForm {
        ADInterfaceFormPlan(document: self, scene: scene, registry: registry).makeForm()
    }
}

extension ADInterfaceScene {
    /// Whether one of the scene's objects is among `objectIDs`.
    func contains(anyOf objectIDs: Set<String>) -> Bool {
        objects.contains { $0.allObjects.contains { objectIDs.contains($0.id) } }
    }
}
