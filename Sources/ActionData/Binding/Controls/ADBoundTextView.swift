/// A multi-line text view: shows its data path as text and writes edits back.
public final class ADBoundTextView: ADBoundControl, ADTextEntryBindable {
    /// The text shown and edited.
    public var text = ""
    /// Whether a change updates the record and its dependants at once.
    public var liveUpdate = false
    /// With ``liveUpdate``: send the change when editing ends, not on every keystroke.
    public var onEndEditing = false
    /// Whether the keyboard shows a Done button.
    public var showDoneButton = false
    /// Whether the keyboard shows Previous and Next buttons.
    public var showPrevNextButtons = false
    /// Whether Return ends editing; otherwise it inserts a line break.
    public var closeOnReturn = false
    /// Required, type and formula rules.
    public var validation = ADValidationRules()
    /// The message of the last failed validation.
    public var validationError: String?
    private var savedText = ""

    /// Creates a text view bound to `dataPath`.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `colorPath`: the text colour.
    public var colorPath: String {
        get { colorPath(.text) }
        set { setColorPath(newValue, .text) }
    }

    /// The text colour `colorPath` gave.
    public var textColor: ADColor? { colors[.text] }

    /// Return inserts a line break unless ``closeOnReturn`` is set.
    public var returnInsertsLineBreak: Bool { !closeOnReturn }

    /// Whether the text differs from what was last shown or saved.
    public var hasEdits: Bool { text != savedText }

    /// Shows `value` as text: numbers without needless decimals, booleans as `true`/`false`.
    public func display(_ value: ADValue) throws(ADConversionError) {
        text = value.asText()
        savedText = text
    }

    /// The text converted to the field's type.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try EditedValue.fromText(text, format: nil, type: type, kind: kind)
    }

    /// Marks the current text as saved.
    public func markSaved() { savedText = text }
}
