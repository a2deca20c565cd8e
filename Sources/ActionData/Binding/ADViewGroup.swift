/// A container of the neutral view tree: a view with subviews, a scroll view, a stack.
///
/// ```swift
/// let form = ADViewGroup([nameField, ADViewGroup([quantityStepper, quantityLabel])])
/// let controller = ADBindingController(root: form)
/// ```
public final class ADViewGroup: ADViewNode {
    /// A name for diagnostics, such as the front end's view identifier.
    public var name: String
    /// The nodes inside this container, in layout order.
    public var children: [any ADViewNode]

    /// Creates a container holding `children` in layout order.
    public init(name: String = "", _ children: [any ADViewNode] = []) {
        self.name = name
        self.children = children
    }
}
