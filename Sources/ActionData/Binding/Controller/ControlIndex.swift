/// A control's position in layout order: where its ``ControlSlot`` is in the bound form.
struct ControlIndex: Hashable, Comparable {
    /// The 0-based position, as the public API's `controlIndex` gives it.
    let position: Int

    init(_ position: Int) {
        self.position = position
    }

    static func < (lhs: ControlIndex, rhs: ControlIndex) -> Bool {
        lhs.position < rhs.position
    }
}
