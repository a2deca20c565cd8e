import ActionData

/// Walks a scene's object tree and makes a control for every bound object.
struct InterfaceFormBuilder {
    let bindings: [String: [ADInterfaceBinding]]
    private(set) var controls: [(objectID: String, control: any ADBindable)] = []
    private(set) var notes: [ADInterfaceNote] = []

    init(bindings: [String: [ADInterfaceBinding]]) {
        self.bindings = bindings
    }

    /// The control or group for `object`, or `nil` when nothing in it is bound.
    mutating func node(for object: ADInterfaceObject, depth: Int) -> (any ADViewNode)? {
        if let objectBindings = bindings[object.id], !objectBindings.isEmpty {
            var configuration = InterfaceControlConfiguration(object: object, bindings: objectBindings)
            let control = configuration.makeControl()
            notes += configuration.notes
            if let control { controls.append((object.id, control)) }
            if case .list(let list)? = control?.typed { adoptCells(of: object, into: list) }
            if control != nil || object.children.isEmpty { return control }
        }
        guard depth < 256 else { return nil }
        let children = object.children.compactMap { node(for: $0, depth: depth + 1) }
        guard !children.isEmpty else { return nil }
        return ADViewGroup(name: object.userLabel ?? "", children)
    }

    /// AKABeacon table cells: the first text and style bindings inside a table view's
    /// prototype cells become the list's cell bindings, evaluated for each row (`$data`),
    /// instead of controls of their own.
    private func adoptCells(of table: ADInterfaceObject, into list: ADListModel) {
        for cellObject in table.allObjects where cellObject.id != table.id {
            for binding in bindings[cellObject.id] ?? [] {
                switch binding.bindingKind {
                case .text? where list.cellBinding == nil: list.cellBinding = binding.expression
                case .style? where list.cellStyleBinding == nil: list.cellStyleBinding = binding.expression
                default: continue
                }
            }
        }
    }
}
