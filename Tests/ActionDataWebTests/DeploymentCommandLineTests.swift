import ActionDataWeb
import HTTPTypes
import Testing

@Suite("Web deployment from a command line: public URLs and proxy ranges as text, loopback addresses")
struct DeploymentCommandLineTests {
    @Test("the URLs and ranges become the deployment's origins and proxies, in order")
    func deploymentFromText() throws {
        let deployment = try ADWebDeployment(
            publicURLs: ["https://forms.example.com", "http://10.0.0.5:8080"], trustedProxies: ["10.0.0.0/8", "fd00::/8"])
        #expect(deployment.publicOrigins.map(\.serialized) == ["https://forms.example.com", "http://10.0.0.5:8080"])
        #expect(deployment.trustedProxies.map(\.description) == ["10.0.0.0/8", "fd00::/8"])
        #expect(try ADWebDeployment(publicURLs: [], trustedProxies: []) == ADWebDeployment())
    }

    /// A bad value among good ones: the setting and the value refused.
    static let refusals: [(urls: [String], ranges: [String], setting: ADWebDeploymentError.Setting, value: String)] = [
        (["https://forms.example.com", "ftp://forms.example.com"], [], .publicURL, "ftp://forms.example.com"),
        (["https://forms.example.com/app"], ["10.0.0.0/8"], .publicURL, "https://forms.example.com/app"),
        (["https://forms.example.com"], ["10.0.0.0/8", "10.0.0.0/33"], .trustedProxy, "10.0.0.0/33"),
        ([], ["localhost"], .trustedProxy, "localhost"),
    ]

    @Test("the first value that is not a URL or a range is refused, naming its setting and itself", arguments: refusals)
    func refusal(urls: [String], ranges: [String], setting: ADWebDeploymentError.Setting, value: String) {
        #expect {
            try ADWebDeployment(publicURLs: urls, trustedProxies: ranges)
        } throws: { error in
            guard let error = error as? ADWebDeploymentError else { return false }
            return error.setting == setting && error.value == value
        }
    }

    /// A client address header as given, and the header kept (`nil`: refused).
    static let clientAddressHeaders: [(given: String, kept: String?)] = [
        ("X-Forwarded-For", "X-Forwarded-For"), ("forwarded", "Forwarded"), ("X-Real-IP", "x-real-ip"),
        ("", nil), ("X Forwarded For", nil), ("X-Forwarded-For:", nil), ("Forwarded\r\nX-Evil", nil),
    ]

    @Test("the client address header is X-Forwarded-For unless another header name is given; anything else is refused, naming itself",
          arguments: clientAddressHeaders)
    func clientAddressHeader(given: String, kept: String?) throws {
        #expect(ADWebDeployment().clientAddressHeader == ADWebDeployment.xForwardedFor)
        #expect(try ADWebDeployment(publicURLs: [], trustedProxies: []).clientAddressHeader == ADWebDeployment.xForwardedFor)
        guard let kept else {
            #expect {
                try ADWebDeployment(publicURLs: [], trustedProxies: ["10.0.0.0/8"], clientAddressHeader: given)
            } throws: { error in
                guard let error = error as? ADWebDeploymentError else { return false }
                return error.setting == .clientAddressHeader && error.value == given
                    && error.description.hasPrefix("client address header \"\(given)\": not a header name")
            }
            return
        }
        let deployment = try ADWebDeployment(publicURLs: [], trustedProxies: ["10.0.0.0/8"], clientAddressHeader: given)
        #expect(deployment.clientAddressHeader == HTTPField.Name(kept))
    }

    /// Addresses to listen on, and whether only this machine reaches them.
    static let hosts: [(String, Bool)] = [
        ("127.0.0.1", true), ("127.255.0.9", true), ("localhost", true), ("LocalHost", true), ("::1", true), ("[::1]", true),
        ("0:0:0:0:0:0:0:1", true), ("::ffff:127.0.0.1", true),
        ("0.0.0.0", false), ("::", false), ("[::]", false), ("10.0.0.5", false), ("128.0.0.1", false), ("fd00::1", false),
        ("forms.example.com", false), ("localhost.example.com", false), ("127.0.0.1.example.com", false), ("[localhost]", false),
        ("", false), ("[", false), ("[]", false),
    ]

    @Test("loopback is localhost, ::1 and 127.0.0.0/8; every other address lets other machines in", arguments: hosts)
    func loopback(host: String, isLoopback: Bool) {
        #expect(ADWebDeployment.isLoopback(host) == isLoopback, "\(host)")
    }
}
