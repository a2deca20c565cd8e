import ActionData
import ActionDataStorage
import Foundation
import GRDB

/// Converts between a field's `ADValue` and what its column stores (see `ADColumnType`).
enum ColumnValues {
    /// The stored form of `value` in a column of `type`.
    static func databaseValue(
        _ value: ADValue, as type: ADColumnType, column: String, table: String
    ) throws(ADSQLiteError) -> DatabaseValue {
        func mismatch() -> ADSQLiteError {
            ADSQLiteError(.typeMismatch(column: column, expected: type, found: value.kind), table: table)
        }
        switch (type, value) {
        case (_, .null):
            return .null
        case (.boolean, .bool(let flag)):
            return (flag ? 1 : 0 as Int64).databaseValue
        case (.integer, .int(let integer)), (.real, .int(let integer)):
            return integer.databaseValue
        case (.real, .double(let real)):
            guard !real.isNaN else {
                throw ADSQLiteError(
                    .unrepresentableValue(column: column, value: value, reason: "SQLite stores NaN as NULL"),
                    table: table)
            }
            return real.databaseValue
        case (.text, .string(let text)):
            return textValue(text)
        case (.data, .data(let bytes)):
            return dataValue(bytes)
        case (.date, .date(let date)):
            guard let text = StoredTimestamp.text(of: date) else {
                throw ADSQLiteError(
                    .unrepresentableValue(column: column, value: value, reason: "years 1…9999 only"), table: table)
            }
            return text.databaseValue
        case (.json, .array), (.json, .record):
            do {
                return textValue(try value.jsonString())
            } catch {
                throw ADSQLiteError(
                    .unrepresentableValue(column: column, value: value, reason: error.description), table: table)
            }
        default:
            throw mismatch()
        }
    }

    /// Text as SQLite text, or as its UTF-8 bytes when it holds NUL (GRDB binds text as a
    /// C string, which would cut it at the NUL).
    static func textValue(_ text: String) -> DatabaseValue {
        text.utf8.contains(0) ? Data(text.utf8).databaseValue : text.databaseValue
    }

    /// The text whose UTF-8 bytes are `bytes`, exactly (a leading byte-order mark is kept),
    /// or `nil` when they are not UTF-8.
    static func utf8Text(_ bytes: Data) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// Bytes as a BLOB; empty data as the empty string, because SQLite binds an empty
    /// buffer as NULL. ``value(from:as:column:table:)`` reads both back as data.
    static func dataValue(_ bytes: Data) -> DatabaseValue {
        bytes.isEmpty ? "".databaseValue : bytes.databaseValue
    }

    /// The field value of what a column of `type` stores.
    static func value(
        from stored: DatabaseValue, as type: ADColumnType, column: String, table: String
    ) throws(ADSQLiteError) -> ADValue {
        func corrupt(_ reason: String) -> ADSQLiteError {
            ADSQLiteError(.corruptValue(column: column, reason: reason), table: table)
        }
        switch (type, stored.storage) {
        case (_, .null):
            return .null
        case (.boolean, .int64(let integer)):
            return .bool(integer != 0)
        case (.real, .int64(let integer)):
            return .double(Double(integer))
        case (_, .int64(let integer)):
            return .int(integer)
        case (.integer, .double(let real)), (.real, .double(let real)), (.untyped, .double(let real)),
            (.boolean, .double(let real)):
            return .double(real)
        case (.data, .string(let text)):
            return .data(Data(text.utf8))
        case (.data, .blob(let bytes)), (.untyped, .blob(let bytes)):
            return .data(bytes)
        case (.text, .blob(let bytes)):
            guard let text = utf8Text(bytes) else { throw corrupt("text that is not UTF-8") }
            return .string(text)
        case (.date, .string(let text)):
            guard let date = StoredTimestamp.date(from: text) else { throw corrupt("'\(text)' is not a stored date") }
            return .date(date)
        case (.json, .string(let text)):
            return try json(text, corrupt)
        case (.json, .blob(let bytes)):
            return try json(String(decoding: bytes, as: UTF8.self), corrupt)
        case (_, .string(let text)):
            return .string(text)
        case (_, .double(let real)):
            return .double(real)
        case (_, .blob(let bytes)):
            return .data(bytes)
        }
    }

    private static func json(_ text: String, _ corrupt: (String) -> ADSQLiteError) throws(ADSQLiteError) -> ADValue {
        do {
            return try ADValue(jsonString: text)
        } catch {
            throw corrupt("invalid JSON: \(error.description)")
        }
    }
}
