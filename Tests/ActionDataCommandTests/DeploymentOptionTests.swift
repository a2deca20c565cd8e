@testable import actiondata
import ArgumentParser
import Testing

@Suite("actiondata serve --public-url and --trusted-proxy")
struct DeploymentOptionTests {
    @Test("both repeat and take absolute http(s) URLs and CIDR ranges")
    func accepted() throws {
        let command = try ServeCommand.parse([
            "--host", "0.0.0.0", "--public-url", "https://forms.example.com", "--public-url", "http://10.0.0.5:8080",
            "--trusted-proxy", "10.0.0.0/8", "--trusted-proxy", "fd00::/8", "--identity-headers", "--allow-any-identity",
        ])
        #expect(command.publicURLs == ["https://forms.example.com", "http://10.0.0.5:8080"])
        #expect(command.trustedProxies == ["10.0.0.0/8", "fd00::/8"])
    }

    @Test("a bad value is refused at start, naming the option", arguments: [
        (["--public-url", "forms.example.com"], "--public-url"),
        (["--public-url", "ftp://forms.example.com"], "--public-url"),
        (["--public-url", "https://forms.example.com/app"], "--public-url"),
        (["--trusted-proxy", "10.0.0.0/33"], "--trusted-proxy"),
        (["--trusted-proxy", "proxy.internal"], "--trusted-proxy"),
        (["--trusted-proxy", "10.0.0.0/8/8"], "--trusted-proxy"),
    ])
    func refused(arguments: [String], option: String) {
        let message = ServeCommand.refusal(of: arguments)
        #expect(message != nil, "\(arguments) was accepted")
        #expect(message?.contains(option) == true, "\(message ?? "")")
        #expect(message?.contains(arguments[1]) == true, "\(message ?? "")")
    }
}

@Suite("actiondata serve --session-retention")
struct SessionRetentionOptionTests {
    @Test("seconds, or a number with s, m, h or d; 7 days by default", arguments: [
        ([], 7 * 86_400), (["--session-retention", "90"], 90), (["--session-retention", "90s"], 90),
        (["--session-retention", "30m"], 1_800), (["--session-retention", "12h"], 43_200), (["--session-retention", "3650d"], 315_360_000),
    ] as [([String], Int64)])
    func accepted(arguments: [String], seconds: Int64) throws {
        #expect(try ServeCommand.parse(arguments).retention() == .seconds(seconds))
    }

    @Test("anything else is refused at start, naming the option", arguments: [
        "", "0", "0d", "-1", "+5", "7 d", "7w", "d", "1.5h", "3651d", "99999999999999999999", "9223372036854775807d", "٧d", "7dd",
    ])
    func refused(value: String) {
        let message = ServeCommand.refusal(of: ["--session-retention", value])
        #expect(message != nil, "\(value) was accepted")
        #expect(message?.contains("--session-retention") == true)
    }
}
