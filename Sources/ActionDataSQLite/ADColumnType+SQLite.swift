import ActionDataStorage

extension ADColumnType {
    /// The declared type in SQLite's `CREATE TABLE`, which also sets the column's affinity:
    /// Booleans as the integers 0 and 1, dates as ISO 8601 text in UTC with six fractional
    /// digits (so text order is time order), text holding NUL as its UTF-8 bytes, nested
    /// values as JSON text.
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
}
