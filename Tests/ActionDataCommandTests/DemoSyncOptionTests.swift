@testable import actiondata
import ActionDataWeb
import Testing

/// Who may sync the demo's categories without saying who they are: nobody, unless nobody is
/// asked anyway and the server is for this machine alone.
@Suite("actiondata serve: anonymous sync on loopback only")
struct DemoSyncOptionTests {
    @Test(
        "the demo serves the anonymous sync only without an identity source, on loopback, with no public URL or proxy",
        arguments: [
            ([], ADWebIdentitySource.anonymous, true),
            (["--host", "::1"], .anonymous, true),
            (["--host", "localhost"], .anonymous, true),
            (["--host", "0.0.0.0", "--allow-anonymous"], .anonymous, false),
            (["--host", "192.168.1.20", "--allow-anonymous"], .anonymous, false),
            (["--public-url", "https://forms.example.com"], .anonymous, false),
            (["--trusted-proxy", "127.0.0.1/32"], .anonymous, false),
            (["--identity-headers", "--trusted-proxy", "127.0.0.1/32"], .forwardedHeaders, false),
        ] as [([String], ADWebIdentitySource, Bool)])
    func anonymousSync(arguments: [String], identity: ADWebIdentitySource, serves: Bool) throws {
        #expect(try ServeCommand.parse(arguments).servesAnonymousSync(identity: identity) == serves)
    }
}
