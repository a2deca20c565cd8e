/// An immutable value kept on the heap, so a struct or class holding it spends one reference
/// on it when set and nothing beyond that reference when `nil`: for large values that few
/// controls set (a binding's text format, a font). Equal and hashed as its value; a change
/// makes a new box, so a copy of the holder keeps value semantics.
final class OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// The box of `value`, or `nil` for `nil`.
    static func boxing(_ value: Value?) -> OutOfLine? {
        value.map(OutOfLine.init)
    }

    static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
