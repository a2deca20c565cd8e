import ActionData

/// One scene of an Interface Builder document, its bindings read once, from which any number
/// of forms are built: a server that gives each visitor a form builds each from the same plan
/// without extracting the document's bindings again.
///
/// ```swift
/// let plan = ADInterfaceFormPlan(document: try ADInterfaceDocument(contentsOf: storyboardURL))
/// let form = plan.makeForm()          // as document.makeForm(), once per visitor
/// ```
///
/// A plan is `Sendable` (it holds only the document's values); the controls each
/// ``makeForm()`` builds are new and not `Sendable`.
public struct ADInterfaceFormPlan: Sendable {
    /// The scene the forms are built from: the one given, else the first with bindings, else
    /// the first; `nil` for a document without scenes.
    public let scene: ADInterfaceScene?
    /// The number of bindings each form of the plan applies: a form compiles a few paths at
    /// most per binding, so a formula cache its forms share can be sized from it.
    public var bindingCount: Int { bindings.values.reduce(0) { $0 + $1.count } }
    private let bindings: [String: [ADInterfaceBinding]]

    /// The bindings whose expression does not parse or does not validate for its kind, which
    /// the forms leave out; in no particular order.
    public var invalidBindings: [ADInterfaceBinding] {
        bindings.values.flatMap { $0 }.filter { !$0.errors.isEmpty }
    }

    /// The plan of `scene` (by default the first scene with bindings) of `document`, whose
    /// binding expressions resolve `<Class>` references through `registry`.
    public init(document: ADInterfaceDocument, scene: ADInterfaceScene? = nil, registry: ADBindingClassRegistry = .standard) {
        let bindingSet = ADInterfaceBindingSet(document: document, registry: registry)
        let bound = Set(bindingSet.bindings.map(\.objectID))
        self.scene = scene ?? document.scenes.first { $0.contains(anyOf: bound) } ?? document.scenes.first
        bindings = Dictionary(grouping: bindingSet.bindings, by: \.objectID)
    }

    /// The plan of `scene` alone, which came from no document: the views a front end found
    /// loaded (UIKit's plain views with their `*Binding_aka` texts) described as objects, so
    /// they become the same controls a document's scene would.
    public init(scene: ADInterfaceScene, registry: ADBindingClassRegistry = .standard) {
        let bindingSet = ADInterfaceBindingSet(objects: scene.objects.flatMap(\.allObjects), registry: registry)
        self.scene = scene
        bindings = Dictionary(grouping: bindingSet.bindings, by: \.objectID)
    }

    /// A new form of the plan's scene: new controls, bound and configured as the document says.
    public func makeForm() -> ADInterfaceForm {
        var builder = InterfaceFormBuilder(bindings: bindings)
        let children = (scene?.objects ?? []).compactMap { builder.node(for: $0, depth: 0) }
        let title = scene.map { $0.title ?? $0.id } ?? ""
        return ADInterfaceForm(title: title, root: ADViewGroup(name: title, children), controls: builder.controls, notes: builder.notes)
    }
}
