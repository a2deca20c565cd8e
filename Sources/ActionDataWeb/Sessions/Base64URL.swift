import Foundation

/// Base64url without padding (RFC 4648 §5), for the MACs in session cookies: written by a table
/// lookup per 6 bits, as Foundation's encoder followed by three text replacements cost a
/// tenth of a request's time. Read back for the parts of a bearer token.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// `bytes` in base64url, unpadded.
    static func encode(_ bytes: some Sequence<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.underestimatedCount * 4 + 2) / 3)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            bits += 8
            while bits >= 6 {
                bits -= 6
                output.append(alphabet[Int(buffer >> UInt32(bits) & 0x3F)])
            }
        }
        if bits > 0 { output.append(alphabet[Int(buffer << UInt32(6 - bits) & 0x3F)]) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes `text` holds in base64url, padded or not; `nil` when it is not base64url.
    static func decode(_ text: some StringProtocol) -> Data? {
        guard text.utf8.allSatisfy({ alphabet.contains($0) || $0 == UInt8(ascii: "=") }) else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while standard.utf8.count % 4 != 0 { standard += "=" }
        return Data(base64Encoded: standard)
    }
}
