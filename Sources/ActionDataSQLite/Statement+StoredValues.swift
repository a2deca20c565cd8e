import Foundation
import GRDB

#if canImport(GRDBSQLite)
    import GRDBSQLite
#else
    import SQLite3
#endif

extension Statement {
    /// Binds `values`, already converted for SQLite, to the statement's parameters in order,
    /// straight through SQLite: a save's profile put a fifth of a synced save's own work in
    /// building GRDB's `StatementArguments`. The statement then runs with `execute()` or a
    /// cursor, without arguments of its own. Text is bound with its byte count, so a NUL in it
    /// is kept.
    ///
    /// - Throws: `DatabaseError` when SQLite refuses a value.
    func setStoredArguments(_ values: [DatabaseValue]) throws {
        // A run of this statement that failed left its error for the next reset, which GRDB's
        // `setUncheckedArguments` would trap on; its caller got that error when it ran.
        sqlite3_reset(sqliteStatement)
        // Marks the (empty) arguments bound, so running the statement keeps the bindings below.
        setUncheckedArguments(StatementArguments())
        for (offset, value) in values.enumerated() {
            let index = CInt(clamping: offset + 1)
            let code: CInt
            switch value.storage {
            case .null:
                code = sqlite3_bind_null(sqliteStatement, index)
            case .int64(let integer):
                code = sqlite3_bind_int64(sqliteStatement, index, integer)
            case .double(let real):
                code = sqlite3_bind_double(sqliteStatement, index, real)
            case .string(let text):
                var text = text
                code = text.withUTF8 { bytes in
                    guard let start = bytes.baseAddress, !bytes.isEmpty else {
                        // A null pointer would bind NULL.
                        return sqlite3_bind_text64(sqliteStatement, index, "", 0, Self.transient, UInt8(SQLITE_UTF8))
                    }
                    return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                        sqlite3_bind_text64(sqliteStatement, index, characters, sqlite3_uint64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
                    }
                }
            case .blob(let data):
                code = data.withUnsafeBytes { bytes in
                    guard let start = bytes.baseAddress, !bytes.isEmpty else { return sqlite3_bind_zeroblob(sqliteStatement, index, 0) }
                    return sqlite3_bind_blob64(sqliteStatement, index, start, sqlite3_uint64(bytes.count), Self.transient)
                }
            }
            guard code == SQLITE_OK else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement))))
            }
        }
    }

    /// SQLite's `SQLITE_TRANSIENT`: it copies what is bound.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
