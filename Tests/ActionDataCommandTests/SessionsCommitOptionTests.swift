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
        let message = ServeCommand.refusal(of: ["--sessions", "postgres://app@db.internal/forms", "--sessions-commit", value])
        #expect(message != nil, "\(value) was accepted")
        #expect(message?.contains("--sessions-commit") == true, "\(message ?? "")")
        #expect(message?.contains("\"\(value)\"") == true, "\(message ?? "")")
    }

    @Test("node-failure without sessions in PostgreSQL is refused, naming the option", arguments: [
        [String](), ["--sessions", "sessions.sqlite", "--cluster-sessions"], ["--shared"],
    ])
    func refusedWithoutPostgres(arguments: [String]) {
        let message = ServeCommand.refusal(of: arguments + ["--sessions-commit", "node-failure"])
        #expect(message != nil, "\(arguments) was accepted")
        #expect(message?.contains("--sessions-commit") == true)
    }
}
