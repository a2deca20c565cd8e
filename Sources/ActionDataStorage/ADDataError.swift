import ActionData

/// What went wrong in an ``ADDataProvider``, and on which table, column or key.
///
/// Both providers throw it (`ADSQLiteError` and `ADPostgresError` are its names in their
/// modules); ``kind`` tells the failure, ``table`` where it happened.
///
/// ```swift
/// do { try await provider.save(part) }
/// catch { print(error) }   // table "Parts": column "weight" holds real values, found string
/// ```
public struct ADDataError: Error, Sendable, CustomStringConvertible, ADDataProviderFailure {
    /// The failure, with the column, key or database answer it concerns.
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
        case typeMismatch(column: String, expected: ADColumnType, found: ADValue.Kind)
        /// A value the database cannot store without losing it (NaN, text holding NUL on
        /// PostgreSQL, a date outside years 1…9999).
        case unrepresentableValue(column: String, value: ADValue, reason: String)
        /// A stored value cannot be read back as its column's type.
        case corruptValue(column: String, reason: String)
        /// The filter formula does not parse.
        case filter(ADFormulaError)
        /// The engine failed on a row while evaluating the part of a filter the database does not.
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
        /// The PostgreSQL server refused the statement, with its SQLSTATE code.
        case server(sqlState: String, message: String)
        /// SQLite refused the statement, with its extended result code.
        case database(code: Int32, message: String)
        /// A file the provider ships with (its bookkeeping SQL) cannot be read: the package
        /// was built or installed without it.
        case missingResource(String)
        /// A write its ``ADAudit/rules`` refused, judged on the row as stored when written.
        case refused(ADWriteRefusal)
        /// Parts of a filter, as written, that the database cannot evaluate where nothing may
        /// be selected in Swift instead (what a sync reads for a person).
        case untranslatableFilter([String])
    }

    /// The longest name PostgreSQL keeps whole (`NAMEDATALEN` - 1), in UTF-8 bytes as stored.
    package static let postgresNameLength = 63

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
            return place + "\"\(name)\" is longer than the \(Self.postgresNameLength) bytes of a PostgreSQL name"
        case .schemaConflict(let reason): return place + "schema conflict: \(reason)"
        case .invalidURL(let reason): return place + "invalid database URL: \(reason)"
        case .connection(let reason): return place + "connection: \(reason)"
        case .server(let state, let message): return place + "PostgreSQL error \(state): \(message)"
        case .database(let code, let message): return place + "SQLite error \(code): \(message)"
        case .missingResource(let name): return place + "the bundled file \(name) cannot be read"
        case .untranslatableFilter(let parts):
            return place + "the database cannot evaluate the filter's " + parts.map { "`\($0)`" }.joined(separator: ", ")
        case .refused(let refusal): return refusal.description
        }
    }
}

extension ADDataError {
    /// `error` as an ``ADDataError`` about `table`: itself when it already is one, otherwise
    /// the kind the database driver's error `kind(_:)` names.
    package static func converting(
        _ error: any Error, table: String?, driver kind: (any Error) -> Kind
    ) -> ADDataError {
        if let error = error as? ADDataError { return error }
        return ADDataError(kind(error), table: table)
    }
}

extension ADDataError.Kind {
    /// Whether the failure is ``unknownTable``.
    package var isUnknownTable: Bool {
        if case .unknownTable = self { return true }
        return false
    }
}
