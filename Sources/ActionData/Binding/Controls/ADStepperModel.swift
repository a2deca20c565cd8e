/// A stepper: shows a number from its data path and writes the stepped number back (rounded
/// for integer fields).
public final class ADStepperModel: ADRangeControlModel, ADEditableBindable {
    /// How much one tap adds or takes away.
    public var stepValue: Double

    /// Creates a stepper bound to `dataPath` over `minimumValue`…`maximumValue`.
    public init(
        name: String = "", dataPath: String = "", minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1
    ) {
        self.stepValue = stepValue
        super.init(named: name, dataPath: dataPath, minimumValue: minimumValue, maximumValue: maximumValue)
    }

    /// A stepper.
    public var typed: ADControl { .stepper(self) }

    /// The spec's `colorPath`: the tint.
    public var colorPath: String {
        get { colorPath(for: .tint) }
        set { setColorPath(newValue, for: .tint) }
    }

    /// The tint `colorPath` gave.
    public var tintColor: ADColor? { colors[.tint] }

    /// The plus button: one step up, no further than the maximum.
    public func increment() { value = min(maximumValue, value + stepValue) }

    /// The minus button: one step down, no further than the minimum.
    public func decrement() { value = max(minimumValue, value - stepValue) }
}
