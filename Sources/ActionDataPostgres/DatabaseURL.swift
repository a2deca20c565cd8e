import Foundation
import PostgresNIO

/// Reads `postgres://user:password@host:port/database` (also `postgresql://`); a `host`
/// query item naming a directory connects through the Unix socket there, as libpq does:
/// `postgres://user@/database?host=/tmp/cluster&port=5433`.
enum DatabaseURL {
    static func configuration(_ text: String) throws(ADPostgresError) -> PostgresConnection.Configuration {
        guard let components = URLComponents(string: text), let scheme = components.scheme,
            scheme == "postgres" || scheme == "postgresql"
        else { throw ADPostgresError(.invalidURL("'\(text)' is not a postgres:// URL"), table: nil) }
        let items = components.queryItems ?? []
        func item(_ name: String) -> String? { items.first { $0.name == name }?.value }
        guard let user = components.user.flatMap({ $0.removingPercentEncoding }) ?? item("user"), !user.isEmpty else {
            throw ADPostgresError(.invalidURL("'\(text)' names no user"), table: nil)
        }
        let password = components.password.flatMap { $0.removingPercentEncoding } ?? item("password")
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let database = path.isEmpty ? user : (path.removingPercentEncoding ?? path)
        let port: Int
        if let given = components.port {
            port = given
        } else if let text = item("port") {
            guard let given = Int(text) else { throw ADPostgresError(.invalidURL("port '\(text)' is not a number"), table: nil) }
            port = given
        } else {
            port = 5432
        }
        guard (1...65_535).contains(port) else { throw ADPostgresError(.invalidURL("port \(port) is out of range"), table: nil) }
        if let socketDirectory = item("host"), socketDirectory.hasPrefix("/") {
            return PostgresConnection.Configuration(
                unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: user, password: password,
                database: database)
        }
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        return PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }
}
