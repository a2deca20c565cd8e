@testable import actiondata
import Testing

@Suite("actiondata serve --client-address-header")
struct ClientAddressHeaderOptionTests {
    @Test("X-Forwarded-For by default; any header name is taken", arguments: [
        ([], "X-Forwarded-For"), (["--client-address-header", "Forwarded"], "Forwarded"),
        (["--client-address-header", "X-Real-IP"], "X-Real-IP"),
    ])
    func accepted(arguments: [String], header: String) throws {
        let command = try ServeCommand.parse(["--trusted-proxy", "10.0.0.0/8"] + arguments)
        #expect(command.clientAddressHeader == header)
        #expect(ServeCommand.refusal(of: ["--trusted-proxy", "10.0.0.0/8"] + arguments) == nil)
    }

    @Test("a value that is not a header name is refused at start, naming the option and the value", arguments: [
        "X Forwarded For", "X-Forwarded-For:", "", "Forwarded\u{7F}",
    ])
    func refused(value: String) {
        let message = ServeCommand.refusal(of: ["--client-address-header", value])
        #expect(message?.contains("--client-address-header: client address header \"\(value)\": not a header name") == true, "\(message ?? "accepted")")
    }
}
