/// A dotted path to a field of a record, such as `vehicle.brand.car.model`.
///
/// Each component names a field of a nested record, or, when the value at that point
/// is an array, a zero-based index into it (`items.0.name`). Field names are
/// case-sensitive. A path is built once (when a formula or a binding is compiled) and
/// then walked without further parsing.
///
/// ```swift
/// let path: ADFieldPath = "vehicle.brand.car.model"
/// path.components   // ["vehicle", "brand", "car", "model"]
/// path.parent       // "vehicle.brand.car"
/// ```
public struct ADFieldPath: Sendable, Hashable, Comparable {
    /// The field names from the outermost record inwards.
    public let components: [String]

    /// A path from its components, outermost first.
    public init(components: [String]) {
        self.components = components
    }

    /// A path from dotted text. `"a.b"` has the components `a` and `b`; a field whose
    /// own name contains a dot can only be reached with ``init(components:)``.
    public init(_ dotted: String) {
        self.components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The dotted form, `vehicle.brand.car.model`.
    public var dotted: String { components.joined(separator: ".") }

    /// The path without its last component, or `nil` for a one-component path.
    public var parent: ADFieldPath? {
        components.count > 1 ? ADFieldPath(components: Array(components.dropLast())) : nil
    }

    /// The last component: the field's own name.
    public var name: String { components.last ?? "" }

    /// This path followed by one more component.
    public func appending(_ component: String) -> ADFieldPath {
        ADFieldPath(components: components + [component])
    }

    /// `true` when `other` is this path or lies inside it (`a.b` contains `a.b` and `a.b.c`).
    public func contains(_ other: ADFieldPath) -> Bool {
        other.components.count >= components.count && other.components.starts(with: components)
    }

    public static func < (lhs: ADFieldPath, rhs: ADFieldPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}

extension ADFieldPath: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(value) }
}

extension ADFieldPath: CustomStringConvertible {
    public var description: String { dotted }
}
