import ActionData

/// How a field's values are stored in its column.
///
/// A column's type comes from the template's value when the table is registered
/// (``init(inferredFrom:)``). A field whose template value is `nil` starts ``untyped`` and
/// takes the type of the first non-NULL value saved to it.
public enum ADSQLiteColumnType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `Bool`: the integers 0 and 1 (declared `BOOLEAN`).
    case boolean
    /// `Int` and the other integers: a 64-bit integer (declared `INTEGER`).
    case integer
    /// `Double`, `Float`: a real (declared `REAL`); NaN cannot be stored.
    case real
    /// `String` and string-backed enums: text (declared `TEXT`); text containing NUL is
    /// stored as its UTF-8 bytes so that nothing after the NUL is lost.
    case text
    /// `Date`: ISO 8601 text in UTC with six fractional digits, `2024-05-01T12:00:00.250000Z`
    /// (declared `DATETEXT`), so text order is chronological.
    case date
    /// `Data`: a BLOB (declared `BLOB`).
    case data
    /// Nested records, dictionaries and arrays: JSON text (declared `JSONTEXT`).
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

    /// The declared type in `CREATE TABLE`, which also sets SQLite's column affinity.
    var declaredType: String {
        switch self {
        case .boolean: "BOOLEAN"
        case .integer: "INTEGER"
        case .real: "REAL"
        case .text: "TEXT"
        case .date: "DATETEXT"
        case .data: "BLOB"
        case .json: "JSONTEXT"
        case .untyped: ""
        }
    }

    public var description: String { rawValue }
}
