import ActionData

/// How a field's values are stored in its column, whichever database holds it.
///
/// A column's type comes from the template's value when the table is registered
/// (``init(inferredFrom:)``). A field whose template value is `nil` starts ``untyped`` and
/// takes the type of the first non-NULL value saved to it.
public enum ADColumnType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `Bool`.
    case boolean
    /// `Int` and the other integers: a 64-bit integer.
    case integer
    /// `Double`, `Float`: a real; NaN cannot be stored.
    case real
    /// `String` and string-backed enums: text.
    case text
    /// `Date`, to the microsecond, years 1…9999.
    case date
    /// `Data`: bytes.
    case data
    /// Nested records, dictionaries and arrays: JSON text.
    case json
    /// A field whose type is not known yet (its template value is `nil` and nothing was saved).
    case untyped

    /// The type of the column that holds `value`; ``untyped`` for `.null`.
    public init(inferredFrom value: ADValue) {
        switch value {
        case .null: self = .untyped
        case .bool: self = .boolean
        case .int: self = .integer
        case .double: self = .real
        case .string: self = .text
        case .data: self = .data
        case .date: self = .date
        case .array, .record: self = .json
        }
    }

    /// Whether a column of this type stores `value` as it is: NULL in any column, an integer
    /// in a real one too, and anything in an ``untyped`` one. (A value may still be
    /// unrepresentable in a database: NaN, a date outside years 1…9999.)
    public func accepts(_ value: ADValue) -> Bool {
        switch (self, value) {
        case (_, .null), (.untyped, _), (.boolean, .bool), (.integer, .int), (.real, .int), (.real, .double), (.text, .string),
            (.date, .date), (.data, .data), (.json, .array), (.json, .record):
            return true
        default:
            return false
        }
    }

    public var description: String { rawValue }
}
