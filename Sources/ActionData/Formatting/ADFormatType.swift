/// How a bound control formats its value: the spec's `formatType` property.
public enum ADFormatType: String, Sendable, Hashable, CaseIterable {
    /// A Unicode TR35 number pattern such as `###,###` or `#,##0.00;(#,##0.00)`.
    case number
    /// A Unicode TR35 date pattern such as `MM/dd/yyyy`.
    case date
    /// An `ADMaskedStringFormatter` mask such as `(###) ###-####`.
    case masked
}
