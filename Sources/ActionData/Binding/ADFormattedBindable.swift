/// A bound control that shows its value through the spec's `formatType` and `formatPattern`,
/// or through an AKABeacon binding's text attributes.
///
/// The controller reads ``formatting`` to check the pattern when it binds, and sets its
/// ``ADTextFormatting/bindingFormat`` to the active branch's format each time a binding
/// expression is evaluated. A custom control conforms to receive formats like a label.
public protocol ADFormattedBindable: ADBindable {
    /// The display format and, for binding expressions, the active branch's text format.
    var formatting: ADTextFormatting { get set }
}

extension ADFormattedBindable {
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
}
