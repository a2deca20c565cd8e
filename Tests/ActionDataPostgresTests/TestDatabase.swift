import ActionDataPostgres
import TestSupport

/// A fresh database on the tests' private cluster, and a provider on it closed after use.
enum TestDatabase {
    static func url() throws -> String { try PostgresCluster.shared().newDatabase() }

    static func withProvider<T>(url: String? = nil, _ body: (ADPostgresProvider) async throws -> T) async throws -> T {
        let provider = try await ADPostgresProvider(url: url ?? Self.url())
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
