import ActionData
import ActionDataStorage
import PostgresNIO

/// What went wrong in ``ADPostgresProvider``: the storage error every provider throws, with
/// the server's refusals as `ADDataError.Kind.server(sqlState:message:)` and broken
/// connections as `ADDataError.Kind.connection(_:)`.
///
/// ```swift
/// do { try await provider.save(part) }
/// catch { print(error) }   // table "Parts": column "weight" holds real values, found string
/// ```
public typealias ADPostgresError = ADDataError

extension ADDataError {
    /// `error` as an `ADDataError` about `table`: itself when it already is one, the
    /// server's errors with their SQLSTATE, broken connections as ``Kind/connection(_:)``.
    static func converting(_ error: any Error, table: String?) -> ADDataError {
        converting(error, table: table) { error in
            guard let error = error as? PSQLError else { return .connection("\(error)") }
            guard let info = error.serverInfo else {
                return .connection("\(error.code)" + (error.underlying.map { ": \($0)" } ?? ""))
            }
            let state = info[.sqlState] ?? "?????"
            let message = info[.message] ?? "\(error.code)"
            if state.hasPrefix("08") || state == "57P01" { return .connection("\(message) (\(state))") }
            return .server(sqlState: state, message: message)
        }
    }

    /// Whether the connection the error came from can no longer be used.
    var breaksConnection: Bool {
        if case .connection = kind { return true }
        return false
    }
}
