/// A stepper: shows a number from its data path and changes it by ``stepValue``.
///
/// ``value`` keeps the number as given, even outside the range; ``increment()`` and
/// ``decrement()`` stay within ``minimumValue``…``maximumValue``.
public final class ADBoundStepper: ADBoundControl, ADEditableBindable {
    /// The number shown and chosen.
    public var value: Double = 0
    /// The lowest number the buttons reach.
    public var minimumValue: Double = 0
    /// The highest number the buttons reach.
    public var maximumValue: Double = 100
    /// How much one tap changes the value.
    public var stepValue: Double = 1
    /// Whether a change updates the record and its dependants at once.
    public var liveUpdate = false
    /// Required, type and formula rules.
    public var validation = ADValidationRules()
    /// The message of the last failed validation.
    public var validationError: String?
    private var savedValue: Double = 0

    /// Creates a stepper bound to `dataPath`.
    public init(
        name: String = "", dataPath: String = "", minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1
    ) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `colorPath`: the tint.
    public var colorPath: String {
        get { colorPath(.tint) }
        set { setColorPath(newValue, .tint) }
    }

    /// The tint `colorPath` gave.
    public var tintColor: ADColor? { colors[.tint] }

    /// Adds one step, up to the maximum.
    public func increment() { value = min(maximumValue, value + stepValue) }

    /// Takes one step off, down to the minimum.
    public func decrement() { value = max(minimumValue, value - stepValue) }

    /// Whether the value differs from what was last shown or saved.
    public var hasEdits: Bool { value != savedValue }

    /// Shows a number; `NULL` shows as the minimum.
    /// - Throws: ``ADConversionError`` for text that is not a number and other values.
    public func display(_ value: ADValue) throws(ADConversionError) {
        self.value = minimumValue
        savedValue = minimumValue
        if value.isNull { return }
        self.value = try value.asDouble()
        savedValue = self.value
    }

    /// The number, rounded for integer fields.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try EditedValue.fromNumber(value, type: type, kind: kind)
    }

    /// Marks the current value as saved.
    public func markSaved() { savedValue = value }
}
