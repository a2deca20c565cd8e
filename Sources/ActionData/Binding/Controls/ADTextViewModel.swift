/// A multi-line text view: shows its data path as text and writes the edited text back.
///
/// Return inserts a line break unless `closeOnReturn` is set.
public final class ADTextViewModel: ADTextEntryControlModel, ADTextEntryBindable, ADTextShowing {
    /// Creates a text view bound to `dataPath`.
    public init(name: String = "", dataPath: String = "") {
        super.init(named: name, dataPath: dataPath)
    }

    /// A text view.
    public var typed: ADControl { .textView(self) }

    /// A text view takes line breaks unless Return closes it.
    public var returnInsertsLineBreak: Bool { !closeOnReturn }

    /// Shows `value` as text.
    public func display(_ value: ADValue) throws(ADConversionError) {
        show(value.asText())
    }

    /// The text converted to the field's type.
    public func editedValue(as type: ADFieldType?, kind: ADValue.Kind?) throws(ADConversionError) -> ADValue {
        try EditedValue.fromText(text, format: nil, type: type, kind: kind)
    }
}
