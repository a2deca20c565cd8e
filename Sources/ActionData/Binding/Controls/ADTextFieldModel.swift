/// A single-line text field: shows its data path as text, optionally formatted, and writes
/// what the user types back, parsed by the same format.
public final class ADTextFieldModel: ADTextEntryControlModel, ADTextEntryBindable, ADFormattedBindable, ADTextShowing {
    /// The spec's `formatType`, `formatPattern` and the locale they use.
    public var formatting = ADTextFormatting()

    /// Creates a text field bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", formatting: ADTextFormatting = ADTextFormatting()) {
        self.formatting = formatting
        super.init(named: name, dataPath: dataPath)
    }

    /// A text field.
    public var typed: ADControl { .textField(self) }

    /// Shows `value` as text.
    public func display(_ value: ADValue) throws(ADConversionError) {
        show("")
        show(try formatting.text(for: value))
    }

    /// The typed text parsed by the format and converted to the field's type.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try formatting.value(of: text, type: type, kind: kind)
    }
}
