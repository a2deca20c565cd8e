import ActionDataPostgres
import TestSupport

/// A fresh database on the tests' private cluster, and a provider on it closed after use.
enum TestDatabase {
    static func url() async throws -> String { try await PostgresCluster.shared().newDatabase() }

    /// Runs `body` with a provider on `url`, or on a new database whose connections may take a
    /// minute to open: CI runs the suites beside package builds and Chromium, where a login took
    /// longer than the default 10 s (what the tests check is behaviour, not connect times).
    static func withProvider<T>(url: String? = nil, _ body: (ADPostgresProvider) async throws -> T) async throws -> T {
        let database = if let url { url } else { try await Self.url() + "?connect_timeout=60" }
        let provider = try await ADPostgresProvider(url: database)
        do {
            let result = try await body(provider)
            await provider.close()
            return result
        } catch {
            await provider.close()
            throw error
        }
    }
}
