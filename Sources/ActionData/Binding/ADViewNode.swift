/// A node of the neutral view tree a binding controller searches for bound controls.
///
/// A front end mirrors its own hierarchy with nodes: containers list their ``children`` in
/// layout order (the order of the focus chain), bound controls are leaves. A container may nest
/// other containers to any depth.
public protocol ADViewNode: AnyObject {
    /// The nodes directly inside this one, in layout order. Leaves have none.
    var children: [any ADViewNode] { get }
}

extension ADViewNode {
    /// A leaf has no children.
    public var children: [any ADViewNode] { [] }
}
