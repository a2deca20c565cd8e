import ActionData
import ActionDataSQLite
import PostgresNIO

/// What went wrong in ``ADPostgresProvider``, and on which table, column or key.
///
/// ```swift
/// do { try await provider.save(part) }
/// catch { print(error) }   // table "Parts": column "weight" holds real values, found string
/// ```
public struct ADPostgresError: Error, Sendable, CustomStringConvertible, ADDataProviderFailure {
    /// The failure, with the column, key or server answer it concerns.
    public enum Kind: Sendable {
        /// The table is not registered in the database.
        case unknownTable
        /// A record or a filter names a field the table has no column for.
        case unknownColumn(String)
        /// The record has no value for the primary-key field.
        case missingPrimaryKey(String)
        /// The primary-key value cannot be used (for example text for an integer key).
        case invalidKey(column: String, value: ADValue, reason: String)
        /// A value does not fit its column's type.
        case typeMismatch(column: String, expected: ADSQLiteColumnType, found: ADValue.Kind)
        /// A value PostgreSQL cannot store without losing it (NaN, text holding NUL, a date
        /// outside years 1…9999).
        case unrepresentableValue(column: String, value: ADValue, reason: String)
        /// A stored value cannot be read back as its column's type.
        case corruptValue(column: String, reason: String)
        /// The filter formula does not parse.
        case filter(ADFormulaError)
        /// The engine failed on a row while evaluating the part of a filter PostgreSQL does not.
        case evaluation(ADEvaluationError)
        /// The model could not be converted to or from a record (the error names the field path).
        case coding(ADCodingError)
        /// The table name is one of the provider's bookkeeping tables.
        case reservedTableName
        /// A table or column name longer than PostgreSQL's identifiers (63 bytes as stored),
        /// which the server would cut short, so that two names could meet.
        case nameTooLong(String)
        /// The model does not match the table the database already holds under its name
        /// (another key, a column of another type, or a table the provider did not create).
        case schemaConflict(String)
        /// The URL does not name a PostgreSQL database.
        case invalidURL(String)
        /// The server could not be reached, or the connection broke; what was not committed
        /// was rolled back by the server.
        case connection(String)
        /// The server refused the statement, with its SQLSTATE code.
        case server(sqlState: String, message: String)
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

    public var filterError: ADFormulaError? {
        if case .filter(let error) = kind { return error }
        return nil
    }

    public var description: String {
        let place = table.map { "table \"\($0)\": " } ?? ""
        switch kind {
        case .unknownTable: return place + "no such table"
        case .unknownColumn(let column): return place + "no column \"\(column)\""
        case .missingPrimaryKey(let column): return place + "the record has no primary key \"\(column)\""
        case .invalidKey(let column, let value, let reason): return place + "invalid key \(value) for \"\(column)\": \(reason)"
        case .typeMismatch(let column, let expected, let found):
            return place + "column \"\(column)\" holds \(expected) values, found \(found)"
        case .unrepresentableValue(let column, let value, let reason):
            return place + "column \"\(column)\" cannot store \(value): \(reason)"
        case .corruptValue(let column, let reason): return place + "column \"\(column)\" holds an unreadable value: \(reason)"
        case .filter(let error): return place + "filter: \(error)"
        case .evaluation(let error): return place + "filter: \(error)"
        case .coding(let error): return place + error.description
        case .reservedTableName: return place + "the name is reserved for ActionData's bookkeeping"
        case .nameTooLong(let name):
            return place + "\"\(name)\" is longer than the \(SchemaStore.maximumNameLength) bytes of a PostgreSQL name"
        case .schemaConflict(let reason): return place + "schema conflict: \(reason)"
        case .invalidURL(let reason): return place + "invalid database URL: \(reason)"
        case .connection(let reason): return place + "connection: \(reason)"
        case .server(let state, let message): return place + "PostgreSQL error \(state): \(message)"
        }
    }
}

extension ADPostgresError {
    /// `error` as an ``ADPostgresError`` about `table`: itself when it already is one, the
    /// server's errors with their SQLSTATE, broken connections as ``Kind/connection(_:)``.
    static func converting(_ error: any Error, table: String?) -> ADPostgresError {
        switch error {
        case let error as ADPostgresError:
            return error
        case let error as PSQLError:
            if let info = error.serverInfo {
                let state = info[.sqlState] ?? "?????"
                let message = info[.message] ?? "\(error.code)"
                if state.hasPrefix("08") || state == "57P01" {
                    return ADPostgresError(.connection("\(message) (\(state))"), table: table)
                }
                return ADPostgresError(.server(sqlState: state, message: message), table: table)
            }
            let underlying = error.underlying.map { ": \($0)" } ?? ""
            return ADPostgresError(.connection("\(error.code)\(underlying)"), table: table)
        default:
            return ADPostgresError(.connection("\(error)"), table: table)
        }
    }

    /// Whether the connection the error came from can no longer be used.
    var breaksConnection: Bool {
        if case .connection = kind { return true }
        return false
    }
}
