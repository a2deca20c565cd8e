/// A slider: shows a number from its data path — an integer, a real or numeric text — and
/// writes the chosen number back (rounded for integer fields).
///
/// ``value`` keeps the number as given even outside ``minimumValue``…``maximumValue``, so an
/// untouched slider never changes the record; ``position`` is where the thumb is drawn.
public final class ADBoundSlider: ADBoundControl, ADEditableBindable {
    /// The number shown and chosen.
    public var value: Double = 0
    /// The number at the left end.
    public var minimumValue: Double = 0
    /// The number at the right end.
    public var maximumValue: Double = 1
    /// Whether a change updates the record and its dependants at once.
    public var liveUpdate = false
    /// Required, type and formula rules.
    public var validation = ADValidationRules()
    /// The message of the last failed validation.
    public var validationError: String?
    private var savedValue: Double = 0

    /// Creates a slider bound to `dataPath` over `minimumValue`…`maximumValue`.
    public init(name: String = "", dataPath: String = "", minimumValue: Double = 0, maximumValue: Double = 1) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `minColorPath`: the track below the thumb.
    public var minColorPath: String {
        get { colorPath(.minimumTrack) }
        set { setColorPath(newValue, .minimumTrack) }
    }

    /// The spec's `maxColorPath`: the track above the thumb.
    public var maxColorPath: String {
        get { colorPath(.maximumTrack) }
        set { setColorPath(newValue, .maximumTrack) }
    }

    /// The spec's `thumbColorPath`.
    public var thumbColorPath: String {
        get { colorPath(.thumb) }
        set { setColorPath(newValue, .thumb) }
    }

    /// The colour of the track below the thumb.
    public var minimumTrackColor: ADColor? { colors[.minimumTrack] }
    /// The colour of the track above the thumb.
    public var maximumTrackColor: ADColor? { colors[.maximumTrack] }
    /// The colour of the thumb.
    public var thumbColor: ADColor? { colors[.thumb] }

    /// Where the thumb is drawn: ``value`` as a fraction of the range, clamped to 0…1.
    public var position: Double { RangeFraction.of(value, from: minimumValue, to: maximumValue) }

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
