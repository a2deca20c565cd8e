import Foundation
import PostgresNIO

/// Reads `postgres://user:password@host:port/database` (also `postgresql://`); a `host`
/// query item naming a directory connects through the Unix socket there, as libpq does:
/// `postgres://user@/database?host=/tmp/cluster&port=5433`.
///
/// Query items, named as libpq names them:
/// - `sslmode`: `disable` (the default), `prefer`, `require` (TLS, the certificate unchecked),
///   `verify-ca` (signed by `sslrootcert`) or `verify-full` (also naming the host);
/// - `sslrootcert`: the PEM file of the certificate authorities to trust (by default the system's);
/// - `connect_timeout`: seconds to connect, TLS and login included (default 10);
/// - `statement_timeout`: milliseconds the server lets a statement run; the client then also
///   gives up on a connection that answers nothing for that long plus `connect_timeout` (a
///   partition), closing it with a connection error.
///
/// The password is SCRAM-SHA-256 (or MD5, or clear text when the server asks for it) as the
/// server requires; percent-encode characters such as `@`, `:` and `/` in it.
enum DatabaseURL {
    /// What connecting takes: postgres-nio's configuration, and how long a connection may stay
    /// silent while a statement runs before it counts as broken.
    struct Settings: Sendable {
        var configuration: PostgresConnection.Configuration
        var answerTimeout: Duration?
    }

    /// `text` with whatever sits between `:` and `@` of its authority (a password) replaced
    /// by `***`, for error messages.
    static func redacted(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "***"
        return components.string ?? "***"
    }

    private static let sslModes = ["disable", "prefer", "require", "verify-ca", "verify-full"]

    static func settings(_ text: String) throws(ADPostgresError) -> Settings {
        func invalid(_ reason: String) -> ADPostgresError { ADPostgresError(.invalidURL(reason), table: nil) }
        guard let components = URLComponents(string: text), let scheme = components.scheme,
            scheme == "postgres" || scheme == "postgresql"
        else { throw invalid("'\(redacted(text))' is not a postgres:// URL") }
        let items = components.queryItems ?? []
        func item(_ name: String) -> String? { items.first { $0.name == name }?.value }
        guard let user = components.percentEncodedUser.flatMap({ $0.removingPercentEncoding }) ?? item("user"), !user.isEmpty else {
            throw invalid("'\(redacted(text))' names no user")
        }
        let password = components.percentEncodedPassword.flatMap { $0.removingPercentEncoding } ?? item("password")
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let database = path.isEmpty ? user : (path.removingPercentEncoding ?? path)
        let port: Int
        if let given = components.port {
            port = given
        } else if let text = item("port") {
            guard let given = Int(text) else { throw invalid("port '\(text)' is not a number") }
            port = given
        } else {
            port = 5432
        }
        guard (1...65_535).contains(port) else { throw invalid("port \(port) is out of range") }
        let connect = try milliseconds(item("connect_timeout"), naming: "connect_timeout", unit: 1_000) ?? 10_000
        let statement = try milliseconds(item("statement_timeout"), naming: "statement_timeout", unit: 1)
        var configuration: PostgresConnection.Configuration
        if let socketDirectory = item("host"), socketDirectory.hasPrefix("/") {
            configuration = PostgresConnection.Configuration(
                unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: user, password: password, database: database)
        } else {
            let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
            configuration = PostgresConnection.Configuration(
                host: host, port: port, username: user, password: password, database: database,
                tls: try tls(mode: item("sslmode") ?? "disable", rootCertificate: item("sslrootcert")))
        }
        configuration.options.connectTimeout = .milliseconds(connect)
        if let statement { configuration.options.additionalStartupParameters.append(("statement_timeout", "\(statement)")) }
        return Settings(configuration: configuration, answerTimeout: statement.map { .milliseconds($0) + .milliseconds(connect) })
    }

    /// The TLS of `sslmode`, trusting the certificates of the PEM file `rootCertificate` (or the system's).
    private static func tls(mode: String, rootCertificate: String?) throws(ADPostgresError) -> PostgresConnection.Configuration.TLS {
        guard sslModes.contains(mode) else {
            throw ADPostgresError(
                .invalidURL("sslmode '\(mode)' is not one of \(sslModes.joined(separator: ", "))"), table: nil)
        }
        if mode == "disable" { return .disable }
        var tls = TLSConfiguration.makeClientConfiguration()
        switch mode {
        case "verify-full": tls.certificateVerification = .fullVerification
        case "verify-ca": tls.certificateVerification = .noHostnameVerification
        default: tls.certificateVerification = .none
        }
        if let rootCertificate { tls.trustRoots = .file(rootCertificate) }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: tls)
        } catch {
            throw ADPostgresError(.invalidURL("sslrootcert '\(rootCertificate ?? "")' cannot be used: \(error)"), table: nil)
        }
        return mode == "prefer" ? .prefer(context) : .require(context)
    }

    /// `text`, a whole number of units of `unit` milliseconds (1: milliseconds, 1,000: seconds)
    /// making at most a day, in milliseconds.
    private static func milliseconds(_ text: String?, naming name: String, unit: Int64) throws(ADPostgresError) -> Int64? {
        guard let text else { return nil }
        let most = 86_400_000 / unit
        guard text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int64(text), (1...most).contains(count) else {
            throw ADPostgresError(.invalidURL("\(name) '\(text)' is not a whole number from 1 to \(most)"), table: nil)
        }
        return count * unit
    }
}
