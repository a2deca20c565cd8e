/// One binding of one control: the control's slot, and the binding's position among the
/// slot's bindings. Ordered as the form evaluates its bindings: by control in layout order,
/// then in the order the control's bindings were compiled.
struct BindingIndex: Hashable, Comparable {
    /// The control the binding belongs to.
    let control: ControlIndex
    /// The binding's position in ``ControlSlot/bindings``.
    let position: Int

    static func < (lhs: BindingIndex, rhs: BindingIndex) -> Bool {
        (lhs.control.position, lhs.position) < (rhs.control.position, rhs.position)
    }
}
