import ActionData
import GRDB

/// What went wrong in ``ADSQLiteProvider``, and on which table, column or key.
///
/// ```swift
/// do { try provider.save(record, in: "Parts") }
/// catch { print(error) }   // table "Parts": column "weight" holds real values, found string
/// ```
public struct ADSQLiteError: Error, Sendable, CustomStringConvertible {
    /// The failure, with the column or key it concerns.
    public enum Kind: Sendable {
        /// The table is not registered and does not exist in the database.
        case unknownTable
        /// A record or a filter names a field the table has no column for.
        case unknownColumn(String)
        /// The record has no value for the primary-key field.
        case missingPrimaryKey(String)
        /// The primary-key value cannot be used (for example text for an integer key).
        case invalidKey(column: String, value: ADValue, reason: String)
        /// A value does not fit its column's type.
        case typeMismatch(column: String, expected: ADSQLiteColumnType, found: ADValue.Kind)
        /// A value SQLite cannot store without losing it (NaN, a date outside years 1…9999).
        case unrepresentableValue(column: String, value: ADValue, reason: String)
        /// A stored value cannot be read back as its column's type.
        case corruptValue(column: String, reason: String)
        /// The filter formula does not parse.
        case filter(ADFormulaError)
        /// The model could not be converted to or from a record (the error names the field path).
        case coding(ADCodingError)
        /// The table name is one of the provider's bookkeeping tables.
        case reservedTableName
        /// SQLite refused the statement.
        case database(code: Int32, message: String)
    }

    /// The failure.
    public let kind: Kind
    /// The table involved, when there is one.
    public let table: String?

    /// An error about `table`.
    public init(_ kind: Kind, table: String?) {
        self.kind = kind
        self.table = table
    }

    public var description: String {
        let place = table.map { "table \"\($0)\": " } ?? ""
        switch kind {
        case .unknownTable:
            return place + "no such table"
        case .unknownColumn(let column):
            return place + "no column \"\(column)\""
        case .missingPrimaryKey(let column):
            return place + "the record has no primary key \"\(column)\""
        case .invalidKey(let column, let value, let reason):
            return place + "invalid key \(value) for \"\(column)\": \(reason)"
        case .typeMismatch(let column, let expected, let found):
            return place + "column \"\(column)\" holds \(expected) values, found \(found)"
        case .unrepresentableValue(let column, let value, let reason):
            return place + "column \"\(column)\" cannot store \(value): \(reason)"
        case .corruptValue(let column, let reason):
            return place + "column \"\(column)\" holds an unreadable value: \(reason)"
        case .filter(let error):
            return place + "filter: \(error)"
        case .coding(let error):
            return place + error.description
        case .reservedTableName:
            return place + "the name is reserved for ActionData's bookkeeping"
        case .database(let code, let message):
            return place + "SQLite error \(code): \(message)"
        }
    }
}

extension ADSQLiteError {
    /// `error` as an ``ADSQLiteError`` about `table`: itself when it already is one, GRDB's
    /// errors with their extended result code.
    static func converting(_ error: any Error, table: String?) -> ADSQLiteError {
        switch error {
        case let error as ADSQLiteError:
            return error
        case let error as DatabaseError:
            return ADSQLiteError(
                .database(code: error.extendedResultCode.rawValue, message: error.message ?? "\(error)"), table: table)
        default:
            return ADSQLiteError(.database(code: 1, message: "\(error)"), table: table)
        }
    }
}
