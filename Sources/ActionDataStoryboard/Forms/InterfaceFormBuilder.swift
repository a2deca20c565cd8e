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
            if let control, Self.wrapsContent(object), depth < 256 {
                // A keyboard trigger view's content (labels bound to the same value) is bound too.
                return ADViewGroup(name: object.userLabel ?? "", [control] + object.children.compactMap { node(for: $0, depth: depth + 1) })
            }
            if control != nil || object.children.isEmpty { return control }
        }
        guard depth < 256 else { return nil }
        let children = object.children.compactMap { node(for: $0, depth: depth + 1) }
        guard !children.isEmpty else { return nil }
        return ADViewGroup(name: object.userLabel ?? "", children)
    }

    /// Whether `object` is a control whose subviews are content of the app's, not the control's
    /// own: AKABeacon's keyboard trigger views.
    private static func wrapsContent(_ object: ADInterfaceObject) -> Bool {
        object.customClass.flatMap { ADInterfaceControlKind.keyboardTriggers[$0] } != nil && !object.children.isEmpty
    }

    /// AKABeacon table cells: the first text and style bindings inside each of a table view's
    /// prototype cells become that cell layout's bindings, named by its reuse identifier,
    /// evaluated for each row (`$data`), instead of controls of their own. The first bindings
    /// found in any cell are also the list's own, for rows no layout is picked for.
    private func adoptCells(of table: ADInterfaceObject, into list: ADListModel) {
        for cell in table.allObjects where cell.elementName == "tableViewCell" {
            var layout = ADListCellLayout(identifier: cell.properties["reuseIdentifier"] ?? cell.id)
            for object in cell.allObjects {
                for binding in bindings[object.id] ?? [] {
                    switch binding.bindingKind {
                    case .text? where layout.cellBinding == nil: layout.cellBinding = binding.expression
                    case .style? where layout.cellStyleBinding == nil: layout.cellStyleBinding = binding.expression
                    default: continue
                    }
                }
            }
            if list.cellBinding == nil { list.cellBinding = layout.cellBinding }
            if list.cellStyleBinding == nil { list.cellStyleBinding = layout.cellStyleBinding }
            if !list.cellLayouts.contains(where: { $0.identifier == layout.identifier }) { list.cellLayouts.append(layout) }
        }
    }
}
