/// How a table animates the rows a change of its list inserts or removes: the data binding's
/// `insertAnimation` and `deleteAnimation` (`[ items ] { insertAnimation: .Fade }`), AKABeacon's
/// `UITableViewRowAnimation` constants.
public enum ADListRowAnimation: String, Sendable, Hashable, CaseIterable {
    /// The rows fade in or out.
    case fade = "Fade"
    /// The rows slide in from, or out to, the right.
    case right = "Right"
    /// The rows slide in from, or out to, the left.
    case left = "Left"
    /// The rows slide in from, or out to, the top.
    case top = "Top"
    /// The rows slide in from, or out to, the bottom.
    case bottom = "Bottom"
    /// No animation.
    case none = "None"
    /// The rows keep centred in the space they take or leave.
    case middle = "Middle"
    /// The table chooses; the default.
    case automatic = "Automatic"

    /// The animation an attribute's value names (`"Fade"`, from `.Fade`); `.automatic` for
    /// `nil`, `NULL` or a name that is none of these.
    init(_ value: ADValue?) {
        self = value?.stringValue.flatMap(Self.init(rawValue:)) ?? .automatic
    }
}
