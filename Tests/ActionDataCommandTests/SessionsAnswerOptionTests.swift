@testable import actiondata
import ActionDataWeb
import Testing

@Suite("actiondata serve --sessions-answer")
struct SessionsAnswerOptionTests {
    @Test("stored by default; applied with shared sessions", arguments: [
        ([], .stored),
        (["--sessions-answer", "stored"], .stored),
        (["--sessions", "postgres://app@db.internal/forms", "--sessions-answer", "applied"], .applied),
        (["--sessions", "sessions.sqlite", "--cluster-sessions", "--sessions-answer", "applied"], .applied),
    ] as [([String], ADWebSessionAcknowledgement)])
    func accepted(arguments: [String], acknowledgement: ADWebSessionAcknowledgement) throws {
        #expect(try ServeCommand.parse(arguments).acknowledgement() == acknowledgement)
    }

    @Test("an unknown value, or applied without shared sessions, is refused at start naming the option", arguments: [
        ["--sessions", "postgres://app@db.internal/forms", "--sessions-answer", "Applied"],
        ["--sessions", "postgres://app@db.internal/forms", "--sessions-answer", ""],
        ["--sessions-answer", "applied"],
        ["--shared", "--sessions-answer", "applied"],
    ])
    func refused(arguments: [String]) {
        do {
            _ = try ServeCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(ServeCommand.message(for: error).contains("--sessions-answer"), "\(ServeCommand.message(for: error))")
        }
    }
}
