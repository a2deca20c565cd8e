/// A stepper: shows a number from its data path and writes the stepped number back (rounded
/// for integer fields).
public final class ADStepperModel: ADRangeControlModel, ADEditableBindable, ADTintedControl {
    /// How much one tap adds or takes away.
    public var stepValue: Double
    /// AKABeacon's `wraps`: stepping past the maximum goes to the minimum, and below the
    /// minimum to the maximum.
    public var wraps = false
    /// AKABeacon's `autorepeat`: holding a button keeps stepping (front ends that can repeat).
    public var autorepeat = true
    /// AKABeacon's `continuous`: each step is a change (otherwise the change is sent when the
    /// user lets go; front ends that can tell).
    public var isContinuous = true

    /// Creates a stepper bound to `dataPath` over `minimumValue`…`maximumValue`.
    public init(
        name: String = "", dataPath: String = "", minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1
    ) {
        self.stepValue = stepValue
        super.init(named: name, dataPath: dataPath, minimumValue: minimumValue, maximumValue: maximumValue)
    }

    /// A stepper.
    public var typed: ADControl { .stepper(self) }

    /// The plus button: one step up, no further than the maximum — or, with ``wraps``, from
    /// past the maximum round to the minimum.
    public func increment() {
        let next = value + stepValue
        value = wraps && next > maximumValue ? minimumValue : min(maximumValue, next)
    }

    /// The minus button: one step down, no further than the minimum — or, with ``wraps``,
    /// from below the minimum round to the maximum.
    public func decrement() {
        let next = value - stepValue
        value = wraps && next < minimumValue ? maximumValue : max(minimumValue, next)
    }

    /// The range attributes, `stepValue`, `wraps`, `autorepeat` and `continuous` of the binding.
    override func receiveAttributes(of binding: ADBindingExpression?, record: ADRecord) throws(ADEvaluationError) {
        try super.receiveAttributes(of: binding, record: record)
        if let step = try binding?.attributeValue("stepValue", in: record)?.numericValue, step > 0 { stepValue = step }
        if let flag = try binding?.attributeValue("wraps", in: record) { wraps = flag.asBool }
        if let flag = try binding?.attributeValue("autorepeat", in: record) { autorepeat = flag.asBool }
        if let flag = try binding?.attributeValue("continuous", in: record) { isContinuous = flag.asBool }
    }
}
