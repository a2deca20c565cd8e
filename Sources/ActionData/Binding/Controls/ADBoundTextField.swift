/// A single-line text field: shows its data path as text, optionally formatted, and writes
/// what the user types back, parsed by the same format.
public final class ADBoundTextField: ADBoundControl, ADTextEntryBindable {
    /// The text shown and edited.
    public var text = ""
    /// The spec's `formatType`, `formatPattern` and the locale they use.
    public var formatting = ADTextFormatting()
    /// Whether a change updates the record and its dependants at once.
    public var liveUpdate = false
    /// With ``liveUpdate``: send the change when editing ends, not on every keystroke.
    public var onEndEditing = false
    /// Whether the keyboard shows a Done button.
    public var showDoneButton = false
    /// Whether the keyboard shows Previous and Next buttons.
    public var showPrevNextButtons = false
    /// Whether Return ends editing instead of moving to the next field.
    public var closeOnReturn = false
    /// Required, type and formula rules.
    public var validation = ADValidationRules()
    /// The message of the last failed validation.
    public var validationError: String?
    private var savedText = ""

    /// Creates a text field bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", formatting: ADTextFormatting = ADTextFormatting()) {
        self.formatting = formatting
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `formatType`: number, date or masked.
    public var formatType: ADFormatType? {
        get { formatting.formatType }
        set { formatting.formatType = newValue }
    }

    /// The spec's `formatPattern`, such as `$###,###.00`.
    public var formatPattern: String {
        get { formatting.formatPattern }
        set { formatting.formatPattern = newValue }
    }

    /// The spec's `colorPath`: the text colour.
    public var colorPath: String {
        get { colorPath(.text) }
        set { setColorPath(newValue, .text) }
    }

    /// The text colour `colorPath` gave.
    public var textColor: ADColor? { colors[.text] }

    /// Whether the text differs from what was last shown or saved.
    public var hasEdits: Bool { text != savedText }

    /// Shows `value` as text.
    public func display(_ value: ADValue) throws(ADConversionError) {
        text = ""
        savedText = ""
        text = try formatting.text(for: value)
        savedText = text
    }

    /// The typed text parsed by the format and converted to the field's type.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try formatting.value(of: text, type: type, kind: kind)
    }

    /// Marks the current text as saved.
    public func markSaved() { savedText = text }
}
