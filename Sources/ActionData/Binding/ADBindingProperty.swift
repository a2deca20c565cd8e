/// Which path of a control a binding evaluates: its data, enabled state, hidden state, one
/// of its colours or its font.
public enum ADBindingProperty: Sendable, Hashable, CustomStringConvertible {
    /// `dataPath`: what the control shows or edits.
    case data
    /// `enabledPath`: whether the control accepts input.
    case enabled
    /// `hiddenPath`: whether the control is hidden.
    case hidden
    /// A colour path (`colorPath`, `minColorPath`, …).
    case color(ADColorRole)
    /// The font binding (`fontBinding_aka`, or `font` in a style binding).
    case font

    /// The spec's name of the path property.
    public var description: String {
        switch self {
        case .data: "dataPath"
        case .enabled: "enabledPath"
        case .hidden: "hiddenPath"
        case .color(let role): role.pathName
        case .font: "fontBinding"
        }
    }
}
