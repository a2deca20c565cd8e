/// A label: shows its data path as text, optionally formatted.
///
/// Numbers show without decimals when whole, booleans as `true`/`false`; `formatType` and
/// `formatPattern` apply a number, date or mask pattern first.
public final class ADBoundLabel: ADBoundControl, ADBindable {
    /// The text the front end shows.
    public private(set) var text = ""
    /// The spec's `formatType`, `formatPattern` and the locale they use.
    public var formatting = ADTextFormatting()

    /// Creates a label bound to `dataPath`.
    public init(name: String = "", dataPath: String = "", formatting: ADTextFormatting = ADTextFormatting()) {
        self.formatting = formatting
        super.init(named: name, dataPath: dataPath)
    }

    /// The spec's `formatType`: number, date or masked.
    public var formatType: ADFormatType? {
        get { formatting.formatType }
        set { formatting.formatType = newValue }
    }

    /// The spec's `formatPattern`, such as `###,###`.
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

    /// Shows `value` as text.
    public func display(_ value: ADValue) throws(ADConversionError) {
        text = ""
        text = try formatting.text(for: value)
    }
}
