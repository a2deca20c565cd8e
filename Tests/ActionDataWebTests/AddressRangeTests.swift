import ActionDataWeb
import Testing

@Suite("Web deployment: CIDR ranges and public URLs, hostile values refused naming the setting")
struct AddressRangeTests {
    /// Ranges, addresses inside them and addresses outside.
    static let ranges: [(String, [String], [String])] = [
        ("10.0.0.0/8", ["10.0.0.1", "10.255.255.255", "::ffff:10.1.2.3"], ["11.0.0.1", "9.255.255.255", "::1", "fd00::1"]),
        ("192.168.1.7", ["192.168.1.7"], ["192.168.1.8"]),
        ("192.168.1.7/32", ["192.168.1.7"], ["192.168.1.6"]),
        ("172.16.0.0/12", ["172.31.255.1", "172.16.0.0"], ["172.32.0.0", "172.15.255.255"]),
        ("0.0.0.0/0", ["1.2.3.4", "255.255.255.255"], ["::1", "2001:db8::1"]),
        ("127.1.2.3/8", ["127.0.0.1"], ["128.0.0.1"]),
        ("::1/128", ["::1", "0:0:0:0:0:0:0:1"], ["::2", "127.0.0.1"]),
        ("::1", ["::1"], ["::"]),
        ("fd00::/8", ["fd12:3456::1", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"], ["fe80::1", "fc00::1"]),
        ("2001:db8::/33", ["2001:db8:7fff::1"], ["2001:db8:8000::1"]),
        ("::/0", ["2001:db8::1", "::"], ["10.0.0.1"]),
        ("::ffff:10.0.0.0/104", ["10.9.9.9"], ["11.0.0.1"]),
    ]

    @Test("a range holds exactly the addresses under its prefix", arguments: ranges)
    func membership(range text: String, inside: [String], outside: [String]) throws {
        let range = try ADWebAddressRange(text)
        for address in inside { #expect(range.contains(address), "\(address) in \(text)") }
        for address in outside { #expect(!range.contains(address), "\(address) not in \(text)") }
    }

    /// Values that are not CIDR ranges: each refused as a trusted proxy, naming the value.
    static let hostileRanges = [
        "", "/", "/8", "10.0.0.0/", "10.0.0.0/33", "10.0.0.0/-1", "10.0.0.0/+8", "10.0.0.0/8/8", "10.0.0.0/ 8",
        "10.0.0.0/08x", "10.0.0.0/9999999999999999999999", "10.0.0.0/18446744073709551617", "::/129", "::/1000",
        "256.0.0.0/8", "10.0.0/8", "10.0.0.0.0/8", "1e1.0.0.0/8", "0x0a.0.0.0/8", "010.0.0.1", "10.0.0.1 ", " 10.0.0.1",
        "fe80::1%eth0/64", "[::1]/128", "::g/64", "1:2:3:4:5:6:7:8:9/64", "localhost", "example.com/24", "*",
        String(repeating: "1", count: 10_000), "10.0.0.0/٨", "１0.0.0.0/8",
    ]

    @Test("a value that is not a CIDR range is refused, naming the setting and the value", arguments: hostileRanges)
    func hostileRange(text: String) {
        Self.expectRefused(text, as: .trustedProxy) { text throws(ADWebDeploymentError) in try ADWebAddressRange(text) }
    }

    /// Expects `make` to refuse `text` as a value of `setting`, naming both.
    private static func expectRefused<Value>(
        _ text: String, as setting: ADWebDeploymentError.Setting, _ make: (String) throws(ADWebDeploymentError) -> Value
    ) {
        do {
            let value = try make(text)
            Issue.record("\(text) was taken as \(value)")
        } catch {
            #expect(error.setting == setting)
            #expect(error.value == text)
            #expect(error.description.hasPrefix("\(setting.rawValue) \""))
        }
    }

    @Test("a range prints as its network and prefix length")
    func description() throws {
        #expect(try ADWebAddressRange("10.1.2.3/8").description == "10.0.0.0/8")
        #expect(try ADWebAddressRange("fd00::1/8").description == "fd00::/8")
        #expect(try ADWebAddressRange("::1").description == "::1/128")
    }

    /// Public URLs with the origin each stands for.
    static let origins: [(String, String, Bool)] = [
        ("https://forms.example.com", "https://forms.example.com", true),
        ("https://Forms.Example.COM/", "https://forms.example.com", true),
        ("https://forms.example.com:443", "https://forms.example.com", true),
        ("https://forms.example.com:8443", "https://forms.example.com:8443", true),
        ("http://forms.example.com:80/", "http://forms.example.com", false),
        ("HTTP://10.0.0.5:8080", "http://10.0.0.5:8080", false),
        ("https://[2001:db8::1]:8443", "https://[2001:db8::1]:8443", true),
    ]

    @Test("a public URL's origin is its scheme, host and port other than the default", arguments: origins)
    func origin(url: String, serialized: String, secure: Bool) throws {
        let origin = try ADWebOrigin(url)
        #expect(origin.serialized == serialized)
        #expect(origin.isSecure == secure)
    }

    static let hostileURLs = [
        "", "forms.example.com", "//forms.example.com", "ftp://forms.example.com", "javascript:alert(1)", "https://",
        "https:///path", "https://user:secret@forms.example.com", "https://forms.example.com/forms", "https://forms.example.com/?a=1",
        "https://forms.example.com/#top", "https://forms example.com", "https://forms.example.com:0", "https://forms.example.com:65536",
        "https://forms.example.com:99999999999999999999", "https://forms.example.com:+443",
        "https://forms.example.com:0443x", "https://bücher.example", "file:///etc/passwd", "data:text/html,hi",
        "https://" + String(repeating: "a", count: 5_000) + ".example",
    ]

    @Test("a value that is not an absolute http(s) URL of a host at the root is refused, naming the setting", arguments: hostileURLs)
    func hostileURL(text: String) {
        Self.expectRefused(text, as: .publicURL) { text throws(ADWebDeploymentError) in try ADWebOrigin(text) }
    }
}
