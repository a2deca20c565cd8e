/// A switch: on when its data path is true — `true`, a non-zero number, or "yes", "on",
/// "true" or "1" — and writes the state back in the kind the field holds.
public final class ADBoundSwitch: ADBoundControl, ADEditableBindable {
    /// Whether the switch is on.
    public var isOn = false
    /// Whether a change updates the record and its dependants at once.
    public var liveUpdate = false
    /// Required, type and formula rules.
    public var validation = ADValidationRules()
    /// The message of the last failed validation.
    public var validationError: String?
    private var savedIsOn = false

    /// Creates a switch bound to `dataPath`.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `onColorPath`.
    public var onColorPath: String {
        get { colorPath(.on) }
        set { setColorPath(newValue, .on) }
    }

    /// The spec's `offColorPath`.
    public var offColorPath: String {
        get { colorPath(.off) }
        set { setColorPath(newValue, .off) }
    }

    /// The spec's `thumbColorPath`.
    public var thumbColorPath: String {
        get { colorPath(.thumb) }
        set { setColorPath(newValue, .thumb) }
    }

    /// The fill colour when on.
    public var onColor: ADColor? { colors[.on] }
    /// The fill colour when off.
    public var offColor: ADColor? { colors[.off] }
    /// The thumb colour.
    public var thumbColor: ADColor? { colors[.thumb] }

    /// Whether the state differs from what was last shown or saved.
    public var hasEdits: Bool { isOn != savedIsOn }

    /// Shows `value` as on or off (see ``ADValue/asBool``).
    public func display(_ value: ADValue) throws(ADConversionError) {
        isOn = value.asBool
        savedIsOn = isOn
    }

    /// The state as a boolean, or as 1/0 or "true"/"false" for number and text fields.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try EditedValue.fromBool(isOn, type: type, kind: kind)
    }

    /// Marks the current state as saved.
    public func markSaved() { savedIsOn = isOn }
}
