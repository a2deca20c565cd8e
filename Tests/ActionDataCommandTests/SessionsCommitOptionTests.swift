@testable import actiondata
import ActionDataWebPostgres
import Testing

@Suite("actiondata serve --sessions-commit")
struct SessionsCommitOptionTests {
    @Test("durable by default; node-failure with sessions in PostgreSQL", arguments: [
        ([], .durable),
        (["--sessions-commit", "durable"], .durable),
        (["--sessions", "postgres://app@db.internal/forms", "--sessions-commit", "durable"], .durable),
        (["--sessions", "postgres://app@db.internal/forms", "--sessions-commit", "node-failure"], .nodeFailure),
    ] as [([String], ADPostgresSharedSessionStorage.CommitDurability)])
    func accepted(arguments: [String], durability: ADPostgresSharedSessionStorage.CommitDurability) throws {
        #expect(try ServeCommand.parse(arguments).commitDurability() == durability)
    }

    @Test("an unknown value is refused at start, naming the option and the value", arguments: [
        "", "off", "Durable", "node_failure", "nodefailure", "node-failure ", "local",
    ])
    func refused(value: String) {
        do {
            _ = try ServeCommand.parse(["--sessions", "postgres://app@db.internal/forms", "--sessions-commit", value])
            Issue.record("\(value) was accepted")
        } catch {
            let message = ServeCommand.message(for: error)
            #expect(message.contains("--sessions-commit"), "\(message)")
            #expect(message.contains("\"\(value)\""), "\(message)")
        }
    }

    @Test("node-failure without sessions in PostgreSQL is refused, naming the option", arguments: [
        [String](), ["--sessions", "sessions.sqlite", "--cluster-sessions"], ["--shared"],
    ])
    func refusedWithoutPostgres(arguments: [String]) {
        do {
            _ = try ServeCommand.parse(arguments + ["--sessions-commit", "node-failure"])
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(ServeCommand.message(for: error).contains("--sessions-commit"))
        }
    }
}
