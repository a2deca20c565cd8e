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
        let message = ServeCommand.refusal(of: arguments)
        #expect(message != nil, "\(arguments) was accepted")
        #expect(message?.contains("--sessions-answer") == true, "\(message ?? "")")
    }
}

@Suite("actiondata serve --sessions-store-delay")
struct SessionsStoreDelayOptionTests {
    private static let applied = ["--sessions", "postgres://app@db.internal/forms", "--sessions-answer", "applied"]

    @Test("the store's default unless given; milliseconds from 0 to 60000", arguments: [
        ([], ADWebSessionStore.defaultStoreDelay),
        (applied, ADWebSessionStore.defaultStoreDelay),
        (applied + ["--sessions-store-delay", "0"], .zero),
        (applied + ["--sessions-store-delay", "1000"], .seconds(1)),
        (applied + ["--sessions-store-delay", "60000"], .seconds(60)),
    ] as [([String], Duration)])
    func accepted(arguments: [String], delay: Duration) throws {
        #expect(try ServeCommand.parse(arguments).storeDelay() == delay)
    }

    @Test("outside 0…60000, not a number, or without --sessions-answer applied: refused at start naming the option", arguments: [
        applied + ["--sessions-store-delay", "-1"],
        applied + ["--sessions-store-delay", "60001"],
        applied + ["--sessions-store-delay", "9223372036854775807"],
        applied + ["--sessions-store-delay", "soon"],
        ["--sessions", "postgres://app@db.internal/forms", "--sessions-store-delay", "100"],
    ])
    func refused(arguments: [String]) {
        let message = ServeCommand.refusal(of: arguments)
        #expect(message != nil, "\(arguments) was accepted")
        #expect(message?.contains("--sessions-store-delay") == true, "\(message ?? "")")
    }
}
