#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A range of IP addresses written as a CIDR block — `10.0.0.0/8`, `192.168.1.7/32`,
/// `fd00::/8`, `::1/128` — or a single address, which stands for itself alone.
///
/// The requests of a trusted proxy come from such a range (``ADWebDeployment/trustedProxies``).
/// An IPv4 peer seen through an IPv6 socket (`::ffff:10.1.2.3`) is matched as the IPv4
/// address it is.
///
/// ```swift
/// let proxies = try ADWebAddressRange("10.0.0.0/8")
/// proxies.contains("10.1.2.3")   // true
/// ```
public struct ADWebAddressRange: Sendable, Hashable, CustomStringConvertible {
    /// The network's address bytes: 4 for IPv4, 16 for IPv6; the bits past the prefix are zero.
    public let network: [UInt8]
    /// How many leading bits of an address must equal the network's.
    public let prefixLength: Int

    /// The range `text` writes.
    ///
    /// - Throws: ``ADWebDeploymentError`` (``ADWebDeploymentError/Setting/trustedProxy``) for
    ///   anything but an IPv4 or IPv6 address, optionally followed by `/` and a prefix length
    ///   no longer than the address.
    public init(_ text: String) throws(ADWebDeploymentError) {
        func refuse(_ reason: String) -> ADWebDeploymentError { ADWebDeploymentError(.trustedProxy, value: text, reason: reason) }
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = parts.first, let bytes = Self.bytes(of: String(address), unmapping: false) else {
            throw refuse("not an IPv4 or IPv6 address with an optional /prefix length (10.0.0.0/8, fd00::/8)")
        }
        let bits = bytes.count * 8
        var length = bits
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let given = Int(digits) else {
                throw refuse("the prefix length must be a number from 0 to \(bits)")
            }
            guard given <= bits else { throw refuse("the prefix length \(given) is longer than the address's \(bits) bits") }
            length = given
        }
        if bytes.count == 16, length >= 96, Self.unmapped(bytes).count == 4 {
            network = Self.masked(Self.unmapped(bytes), to: length - 96)
            prefixLength = length - 96
        } else {
            network = Self.masked(bytes, to: length)
            prefixLength = length
        }
    }

    /// Whether `address` (an IPv4 or IPv6 address in text, without port or brackets) is in the
    /// range; `false` for anything that is not an address.
    public func contains(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address) else { return false }
        return contains(bytes: bytes)
    }

    func contains(bytes: [UInt8]) -> Bool {
        let candidate = Self.unmapped(bytes)
        guard candidate.count == network.count else { return false }
        return Self.masked(candidate, to: prefixLength) == network
    }

    public var description: String { "\(Self.text(of: network))/\(prefixLength)" }

    /// The bytes of an IPv4 or IPv6 address in text, IPv4-mapped IPv6 addresses as IPv4 when
    /// `unmapping`.
    static func bytes(of address: String, unmapping: Bool = true) -> [UInt8]? {
        guard !address.isEmpty, address.utf8.count <= 64, !address.utf8.contains(UInt8(ascii: "%")) else { return nil }
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, address, &v6) == 1 {
            let bytes = withUnsafeBytes(of: &v6) { Array($0) }
            return unmapping ? unmapped(bytes) : bytes
        }
        return nil
    }

    /// `bytes` with the bits past the first `length` cleared.
    private static func masked(_ bytes: [UInt8], to length: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let kept = min(max(length - index * 8, 0), 8)
            let mask: UInt8 = kept == 0 ? 0 : ~UInt8(0) << UInt8(8 - kept)
            return byte & mask
        }
    }

    /// An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as its four IPv4 bytes; others unchanged.
    private static func unmapped(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff else { return bytes }
        return Array(bytes[12..<16])
    }

    private static func text(of bytes: [UInt8]) -> String {
        var storage = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        let written = bytes.withUnsafeBytes { raw in inet_ntop(family, raw.baseAddress, &storage, socklen_t(storage.count)) }
        guard written != nil else { return bytes.map(String.init).joined(separator: ".") }
        return String(decoding: storage.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
