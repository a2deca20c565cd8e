import ActionDataPostgres
import ActionDataSQLite
import ActionDataStorage
import ArgumentParser
import Foundation

/// The demo's database as `--database` names it: a SQLite file, or a `postgres://` URL (also
/// `ACTIONDATA_DATABASE_URL`). `serve` keeps its categories there, and `users` its accounts.
struct DemoDatabase {
    /// The provider, and what closes its connections.
    let provider: any ADSyncProvider
    let close: @Sendable () async -> Void
    /// What it is, for the command's first line: the file, or "PostgreSQL".
    let description: String

    /// The PostgreSQL URL among `--database` and `ACTIONDATA_DATABASE_URL`, if either is one.
    static func postgresURL(database: String) -> String? {
        postgresURL(among: [database, ProcessInfo.processInfo.environment["ACTIONDATA_DATABASE_URL"] ?? ""])
    }

    /// The first `postgres://` or `postgresql://` URL among `candidates`.
    static func postgresURL(among candidates: [String]) -> String? {
        candidates.first { $0.hasPrefix("postgres://") || $0.hasPrefix("postgresql://") }
    }

    /// Opens the database `database` names (created when it is a missing SQLite file).
    ///
    /// - Throws: the provider's error when it cannot be opened or reached.
    static func open(_ database: String) async throws -> DemoDatabase {
        if let url = postgresURL(database: database) {
            let postgres = try await ADPostgresProvider(url: url)
            return DemoDatabase(provider: postgres, close: { await postgres.close() }, description: "PostgreSQL")
        }
        return DemoDatabase(provider: try ADSQLiteProvider(path: database), close: {}, description: database)
    }

    /// Runs `body` on the database `database` names, closing it after, for a command that
    /// reads or writes it once: an error of `body` is printed on standard error and the
    /// command fails.
    ///
    /// - Throws: the provider's error when the database cannot be opened; `ExitCode.failure`
    ///   when `body` throws.
    static func using<Result>(_ database: String, _ body: (any ADDataProvider) async throws -> Result) async throws -> Result {
        let opened = try await open(database)
        do {
            let result = try await body(opened.provider)
            await opened.close()
            return result
        } catch {
            await opened.close()
            FileHandleOutput.standardError("error: \(error)\n")
            throw ExitCode.failure
        }
    }
}
