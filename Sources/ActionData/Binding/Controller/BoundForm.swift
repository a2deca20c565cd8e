/// A form once bound: a slot for each bound control found in a view tree, the dependency
/// graph over their bindings, and the focus chain. Complete when made; a changed tree or
/// changed paths make a new one.
struct BoundForm {
    /// One slot per bound control, in layout order.
    private(set) var slots: [ControlSlot]
    /// The slots' controls, in layout order.
    let controls: [any ADBindable]
    /// The controls that take keyboard focus, in layout order.
    let focusChain: [any ADTextEntryBindable]
    private let indexByControl: [ObjectIdentifier: ControlIndex]
    private let graph: DependencyGraph
    /// The bindings each edited path affected, as the graph answered the first time.
    private var affectedByPath: [ADFieldPath: [BindingIndex]] = [:]
    /// Why the last evaluation of a binding could not be shown, for the bindings where it could not.
    private var displayIssueByBinding: [BindingIndex: ADBindingIssue] = [:]

    /// Finds the bound controls under `root` and compiles their paths through `formulaCache`,
    /// resolving binding-expression classes through `registry`.
    init(root: any ADViewNode, formulaCache: ADFormulaCache, registry: ADBindingClassRegistry) {
        controls = Self.discover(in: root)
        var slots: [ControlSlot] = []
        var indexByControl: [ObjectIdentifier: ControlIndex] = [:]
        var graph = DependencyGraph()
        for (position, control) in controls.enumerated() {
            let slot = ControlSlot(control: control, at: ControlIndex(position), formulaCache: formulaCache, registry: registry)
            for (binding, bound) in slot.bindings.enumerated() {
                for path in bound.fieldPaths { graph.insert(path, binding: BindingIndex(control: slot.index, position: binding)) }
            }
            indexByControl[ObjectIdentifier(control)] = slot.index
            slots.append(slot)
        }
        self.slots = slots
        self.indexByControl = indexByControl
        self.graph = graph
        focusChain = controls.compactMap { $0 as? any ADTextEntryBindable }
    }

    /// The bound controls under `root`, depth first in layout order, each once.
    private static func discover(in root: any ADViewNode) -> [any ADBindable] {
        var found: [any ADBindable] = []
        var seen: Set<ObjectIdentifier> = []
        var pending: [any ADViewNode] = [root]
        while let node = pending.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            if let control = node as? any ADBindable { found.append(control) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// The slot of `control`, or `nil` when it is not a bound control of this form.
    func index(of control: any ADBindable) -> ControlIndex? {
        indexByControl[ObjectIdentifier(control)]
    }

    subscript(control: ControlIndex) -> ControlSlot {
        slots[control.position]
    }

    /// The control of the slot at `index`, read without copying the slot.
    func control(_ index: ControlIndex) -> any ADBindable {
        slots[index.position].control
    }

    /// The editable control of the slot at `index`, read without copying the slot.
    func editable(_ index: ControlIndex) -> (any ADEditableBindable)? {
        slots[index.position].editable
    }

    subscript(binding: BindingIndex) -> BoundProperty {
        slots[binding.control.position].bindings[binding.position]
    }

    /// The bindings an edit of `path` affects, in evaluation order.
    mutating func bindings(affectedBy path: ADFieldPath) -> [BindingIndex] {
        if let known = affectedByPath[path] { return known }
        let affected = graph.bindings(affectedBy: path)
        affectedByPath[path] = affected
        return affected
    }

    /// The problems found when the form was bound, in layout order.
    var setupIssues: [ADBindingIssue] {
        slots.flatMap(\.setupIssues)
    }

    /// The problems the last evaluation of each binding met, in evaluation order.
    var displayIssues: [ADBindingIssue] {
        displayIssueByBinding.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Records why the binding at `index` could not be shown, or clears it with `nil`.
    mutating func setDisplayIssue(_ issue: ADBindingIssue?, at index: BindingIndex) {
        displayIssueByBinding[index] = issue
    }

    /// Clears the issue the binding at `index` had, when it had one (a lookup only when some
    /// binding has one).
    mutating func clearDisplayIssue(at index: BindingIndex) {
        guard !displayIssueByBinding.isEmpty else { return }
        displayIssueByBinding[index] = nil
    }

    /// Records the fields the binding at `index` observed in its last evaluation.
    mutating func setObservedPaths(_ paths: Set<ADFieldPath>?, at index: BindingIndex) {
        slots[index.control.position].bindings[index.position].observedPaths = paths
    }
}
