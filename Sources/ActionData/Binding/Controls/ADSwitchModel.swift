/// A switch: on when its data path is true — `true`, a non-zero number, or "yes", "on",
/// "true" or "1" — and writes the state back in the kind the field holds.
public final class ADSwitchModel: ADEditableControlModel<Bool>, ADEditableBindable {
    /// Creates a switch bound to `dataPath`.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath, value: false)
    }

    /// A switch.
    public var typed: ADControl { .switch(self) }

    /// Whether the switch is on.
    public var isOn: Bool {
        get { editedState }
        set { editedState = newValue }
    }

    /// The spec's `onColorPath`: the fill when on.
    public var onColorPath: String {
        get { colorPath(for: .on) }
        set { setColorPath(newValue, for: .on) }
    }

    /// The spec's `offColorPath`: the fill when off.
    public var offColorPath: String {
        get { colorPath(for: .off) }
        set { setColorPath(newValue, for: .off) }
    }

    /// The spec's `thumbColorPath`.
    public var thumbColorPath: String {
        get { colorPath(for: .thumb) }
        set { setColorPath(newValue, for: .thumb) }
    }

    /// The fill when on.
    public var onColor: ADColor? { colors[.on] }
    /// The fill when off.
    public var offColor: ADColor? { colors[.off] }
    /// The colour of the thumb.
    public var thumbColor: ADColor? { colors[.thumb] }

    /// Shows the truth of `value`.
    public func display(_ value: ADValue) throws(ADConversionError) {
        show(value.asBool)
    }

    /// The state as the field's kind: a Bool, 1/0, or "true"/"false".
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try EditedValue.fromBool(isOn, type: type, kind: kind)
    }
}
