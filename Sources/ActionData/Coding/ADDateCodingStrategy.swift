import Foundation

/// How a model's `Date` fields are held in a record.
///
/// The encoder writes dates in the chosen form; the decoder reads that form and, so that a
/// record that went through JSON or SQLite still decodes, also a ``ADValue/date(_:)`` and
/// (for ``date``) ISO 8601 text.
public enum ADDateCodingStrategy: Sendable, Hashable {
    /// As ``ADValue/date(_:)``: the record keeps the `Date` itself. The default; formulas
    /// compare such dates chronologically and date formats apply to them directly.
    case date
    /// As ``ADValue/double(_:)`` seconds since 1 January 1970 UTC.
    case secondsSince1970
    /// As ISO 8601 text with fractional seconds, `2026-11-22T18:30:00.250Z`.
    case iso8601
    /// As text in a date pattern, for example `ADDisplayFormat(type: .date, pattern: "yyyy-MM-dd")`.
    case formatted(ADDisplayFormat)
}

/// How a model's `Data` fields are held in a record.
public enum ADDataCodingStrategy: Sendable, Hashable {
    /// As ``ADValue/data(_:)``. The default. The decoder also accepts base64 text, the form
    /// data takes in JSON.
    case raw
    /// As base64 text.
    case base64
}
