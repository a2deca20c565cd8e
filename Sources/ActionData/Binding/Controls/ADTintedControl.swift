/// A control whose spec `colorPath` is its tint: a date picker, a segmented control, a
/// stepper and an image view.
public protocol ADTintedControl: ADControlModel {}

extension ADTintedControl {
    /// The spec's `colorPath`: the tint.
    public var colorPath: String {
        get { colorPath(for: .tint) }
        set { setColorPath(newValue, for: .tint) }
    }

    /// The tint `colorPath` gave.
    public var tintColor: ADColor? { colors[.tint] }
}
