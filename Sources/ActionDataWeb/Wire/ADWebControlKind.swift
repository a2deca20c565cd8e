import ActionData

/// The kind of control the page renders: one of the engine's `ADControlKind`s, or a custom
/// control. It is written as the kind's name (`"textField"`, `"custom"`), and the page's
/// script has one branch for each of ``allCases``: a kind the engine adds is a case here
/// without a change, and a page without its branch fails its source test.
public enum ADWebControlKind: Sendable, Hashable, CaseIterable, Encodable, CustomStringConvertible {
    /// A control of one of the engine's kinds.
    case control(ADControlKind)
    /// A custom control (`ADCustomControl`), rendered by its common state and its text.
    case custom

    /// Every kind the page renders: the engine's kinds in their order, then `custom`.
    public static var allCases: [ADWebControlKind] { ADControlKind.allCases.map(Self.control) + [.custom] }

    /// The kind of `control`.
    public init(of control: any ADBindable) {
        self = control.typed.kind.map(Self.control) ?? .custom
    }

    /// The name the page reads: the `ADControlKind` raw value, or `custom`.
    public var name: String {
        switch self {
        case .control(let kind): kind.rawValue
        case .custom: "custom"
        }
    }

    public var description: String { name }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
