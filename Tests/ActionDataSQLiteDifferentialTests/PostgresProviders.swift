import ActionDataPostgres
import TestSupport

enum PostgresProviders {
    /// Runs `body` with a provider on a new database of the shared cluster, and closes the
    /// provider whether `body` throws or not.
    static func withNewDatabase(_ body: (ADPostgresProvider) async throws -> Void) async throws {
        let provider = try await ADPostgresProvider(url: try await PostgresCluster.shared().newDatabase())
        var failure: (any Error)?
        do {
            try await body(provider)
        } catch {
            failure = error
        }
        await provider.close()
        if let failure { throw failure }
    }
}
