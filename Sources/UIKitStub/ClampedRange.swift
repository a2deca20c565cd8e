/// A value kept within a range whose bounds move it, as `UISlider` and `UIStepper` keep
/// theirs (Doc: uikit/uislider/value, uikit/uistepper/value): the value is clamped to the
/// range; raising the minimum above the maximum raises the maximum, lowering the maximum
/// below the minimum lowers the minimum, and either move brings the value back within.
struct ClampedRange<Bound: Comparable> {
    private(set) var value: Bound
    private(set) var minimum: Bound
    private(set) var maximum: Bound

    init(value: Bound, minimum: Bound, maximum: Bound) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
    }

    mutating func setValue(_ newValue: Bound) {
        value = min(max(newValue, minimum), maximum)
    }

    mutating func setMinimum(_ newMinimum: Bound) {
        minimum = newMinimum
        if maximum < newMinimum { maximum = newMinimum }
        setValue(value)
    }

    mutating func setMaximum(_ newMaximum: Bound) {
        maximum = newMaximum
        if minimum > newMaximum { minimum = newMaximum }
        setValue(value)
    }
}
