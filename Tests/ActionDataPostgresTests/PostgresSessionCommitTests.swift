import ActionData
import ActionDataPostgres
import ActionDataWebPostgres
import TestSupport
import Testing

extension PostgresTests {
@Suite("PostgreSQL: the shared sessions' commit durability")
struct PostgresSessionCommitTests {
    /// `synchronous_commit` as `count` connections of `provider` at once see it.
    private static func synchronousCommit(on provider: ADPostgresProvider, connections count: Int) async throws -> Set<String> {
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await provider.autocommitting { session throws(ADPostgresError) in
                        // Held a moment, so the other reads lease connections of their own.
                        _ = try await session.run(PostgresStatement("SELECT pg_sleep(0.05)"), table: nil)
                        guard let row = try await session.run(PostgresStatement("SHOW synchronous_commit"), table: nil).first else {
                            return "no answer"
                        }
                        return try session.decode(row, String.self, at: 0, table: nil)
                    }
                }
            }
            return try await group.reduce(into: []) { $0.insert($1) }
        }
    }

    @Test("the setting reaches every connection of the session storage, and no provider of the models", arguments: [
        (.durable, "on"), (.nodeFailure, "off"),
    ] as [(ADPostgresSharedSessionStorage.CommitDurability, String)])
    func reachesTheStorageAlone(durability: ADPostgresSharedSessionStorage.CommitDurability, expected: String) async throws {
        let url = try await TestDatabase.url()
        let storage = try await ADPostgresSharedSessionStorage(url: url, commitDurability: durability)
        let models = try await ADPostgresProvider(url: url)
        do {
            #expect(storage.commitDurability == durability)
            #expect(try await Self.synchronousCommit(on: storage.provider, connections: 4) == [expected])
            #expect(try await Self.synchronousCommit(on: models, connections: 4) == ["on"])
            // The storage works as before: the secret is stored once, a state over its version.
            let secret = try await storage.sessionSecret()
            #expect(try await storage.sessionSecret() == secret)
            #expect(try await storage.store(["name": "Ada"], id: "commit", expected: 0))
            #expect(try await storage.version(of: "commit") == 1)
            #expect(try await storage.store(["name": "Grace"], id: "commit", expected: 0) == false)
            #expect(try await storage.load(id: "commit")?.state == ["name": "Ada"])
        } catch {
            await models.close()
            await storage.close()
            throw error
        }
        await models.close()
        await storage.close()
    }
}
}
