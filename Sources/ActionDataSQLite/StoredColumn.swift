import Foundation
import GRDB

#if canImport(GRDBSQLite)
    import GRDBSQLite
#else
    import SQLite3
#endif

/// Reads a column of the current row straight from SQLite, with the length SQLite reports
/// (GRDB's `Row` reads text as a C string, which also costs a generic decoding step).
enum StoredColumn {
    static func value(_ statement: SQLiteStatement, at index: CInt) -> DatabaseValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER:
            return sqlite3_column_int64(statement, index).databaseValue
        case SQLITE_FLOAT:
            return sqlite3_column_double(statement, index).databaseValue
        case SQLITE_TEXT:
            return text(statement, at: index).databaseValue
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard let bytes = sqlite3_column_blob(statement, index), count > 0 else { return Data().databaseValue }
            return Data(bytes: bytes, count: count).databaseValue
        default:
            return .null
        }
    }

    /// The column as text: SQLite's own conversion for a column stored otherwise.
    static func text(_ statement: SQLiteStatement, at index: CInt) -> String {
        guard let text = sqlite3_column_text(statement, index) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column as text, or `nil` when it is NULL.
    static func optionalText(_ statement: SQLiteStatement, at index: CInt) -> String? {
        sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : text(statement, at: index)
    }
}
