/// A label: shows its data path as text, optionally formatted.
///
/// Numbers show without decimals when whole, booleans as `true`/`false`; `formatType` and
/// `formatPattern` apply a number, date or mask pattern first.
public final class ADLabelModel: ADControlModel, ADFormattedBindable, ADTextShowing {
    /// The text the front end shows.
    public private(set) var text = ""
    /// The spec's `formatType`, `formatPattern` and the locale they use.
    public var formatting = ADTextFormatting()

    /// Creates a label bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", formatting: ADTextFormatting = ADTextFormatting()) {
        self.formatting = formatting
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `colorPath`: the text colour.
    public var colorPath: String {
        get { colorPath(for: .text) }
        set { setColorPath(newValue, for: .text) }
    }

    /// The text colour `colorPath` gave.
    public var textColor: ADColor? { colors[.text] }

    /// A label.
    public var typed: ADControl { .label(self) }

    /// Shows `value` as text.
    public func display(_ value: ADValue) throws(ADConversionError) {
        text = ""
        text = try formatting.text(for: value)
    }
}
