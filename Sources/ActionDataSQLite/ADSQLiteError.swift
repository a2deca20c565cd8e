import ActionData
import ActionDataStorage
import GRDB

/// What went wrong in ``ADSQLiteProvider``: the storage error every provider throws, with
/// SQLite's refusals as `ADDataError.Kind.database(code:message:)`.
///
/// ```swift
/// do { try provider.save(record, in: "Parts") }
/// catch { print(error) }   // table "Parts": column "weight" holds real values, found string
/// ```
public typealias ADSQLiteError = ADDataError

extension ADDataError {
    /// `error` as an `ADDataError` about `table`: itself when it already is one, GRDB's
    /// errors with their extended result code.
    static func converting(_ error: any Error, table: String?) -> ADDataError {
        converting(error, table: table) { error in
            guard let error = error as? DatabaseError else { return .database(code: 1, message: "\(error)") }
            return .database(code: error.extendedResultCode.rawValue, message: error.message ?? "\(error)")
        }
    }
}
