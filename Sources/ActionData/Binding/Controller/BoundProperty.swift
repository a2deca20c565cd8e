/// One compiled path of one control: the formula the controller evaluates for it.
struct BoundProperty {
    /// The control's position in layout order.
    let control: Int
    /// Which path of the control.
    let property: ADBindingProperty
    /// The compiled path.
    let formula: ADFormula
}
