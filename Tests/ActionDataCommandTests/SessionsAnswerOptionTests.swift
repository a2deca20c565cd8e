@testable import actiondata
import ActionDataWeb
import Testing

@Suite("actiondata serve --sessions-answer")
struct SessionsAnswerOptionTests {
    @Test("applied by default; stored when asked for", arguments: [
        ([], .applied),
        (["--sessions", "postgres://app@db.internal/forms"], .applied),
        (["--sessions-answer", "stored"], .stored),
        (["--sessions", "postgres://app@db.internal/forms", "--sessions-answer", "stored"], .stored),
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
    private static let shared = ["--sessions", "postgres://app@db.internal/forms"]

    @Test("the store's default unless given; milliseconds from 0 to 60000", arguments: [
        ([], ADWebSessionStore.defaultStoreDelay),
        (applied, ADWebSessionStore.defaultStoreDelay),
        (applied + ["--sessions-store-delay", "0"], .zero),
        (applied + ["--sessions-store-delay", "1000"], .seconds(1)),
        (applied + ["--sessions-store-delay", "60000"], .seconds(60)),
        (shared + ["--sessions-store-delay", "100"], .milliseconds(100)),
    ] as [([String], Duration)])
    func accepted(arguments: [String], delay: Duration) throws {
        #expect(try ServeCommand.parse(arguments).storeDelay() == delay)
    }

    @Test("outside 0…60000, not a number, with --sessions-answer stored or without shared sessions: refused at start naming the option", arguments: [
        applied + ["--sessions-store-delay", "-1"],
        applied + ["--sessions-store-delay", "60001"],
        applied + ["--sessions-store-delay", "9223372036854775807"],
        applied + ["--sessions-store-delay", "soon"],
        shared + ["--sessions-answer", "stored", "--sessions-store-delay", "100"],
        ["--sessions-store-delay", "100"],
        ["--shared", "--sessions-store-delay", "100"],
    ])
    func refused(arguments: [String]) {
        let message = ServeCommand.refusal(of: arguments)
        #expect(message != nil, "\(arguments) was accepted")
        #expect(message?.contains("--sessions-store-delay") == true, "\(message ?? "")")
    }
}
