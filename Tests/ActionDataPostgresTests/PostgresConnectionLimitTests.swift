import ActionData
import ActionDataPostgres
import ActionDataSQLite
import TestSupport
import Testing

extension PostgresTests {
@Suite("PostgreSQL provider: a bounded number of connections")
struct PostgresConnectionLimitTests {
    /// A provider on a fresh database with at most `connections` open, closed after `body`.
    private static func withProvider(connections: Int, _ body: (ADPostgresProvider) async throws -> Void) async throws {
        let provider = try await ADPostgresProvider(url: try await TestDatabase.url(), connections: connections)
        do {
            try await body(provider)
            await provider.close()
        } catch {
            await provider.close()
            throw error
        }
    }

    @Test("more calls at once than connections: each waits its turn and none is lost", arguments: [1, 3])
    func callsBeyondTheLimitWait(connections: Int) async throws {
        try await Self.withProvider(connections: connections) { provider in
            try await provider.register(Ticket.self)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 1...24 { group.addTask { _ = try await provider.save(Ticket(title: "ticket \(number)")) } }
                try await group.waitForAll()
            }
            #expect(try await provider.count(Ticket.self, where: nil) == 24)
            let numbers = try await provider.load(Ticket.self, where: nil, orderBy: [.ascending("number")], limit: nil).map(\.number)
            #expect(numbers == Array(1...24), "every computed key given once")
        }
    }

    @Test("a call to the provider inside its own transaction gets a connection of its own instead of waiting for itself")
    func aNestedCallDoesNotWaitForItself() async throws {
        try await Self.withProvider(connections: 1) { provider in
            try await provider.register(Ticket.self)
            _ = try await provider.save(Ticket(title: "committed"))
            let seenOutside = try await provider.transaction { transaction in
                _ = try await transaction.save(Ticket(title: "not yet committed"))
                return try await provider.count(Ticket.self, where: nil)
            }
            #expect(seenOutside == 1, "the nested call ran on another connection, outside the transaction")
            #expect(try await provider.count(Ticket.self, where: nil) == 2)
        }
    }
}
}
