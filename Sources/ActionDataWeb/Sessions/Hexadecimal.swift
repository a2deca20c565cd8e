/// Bytes written as lowercase hexadecimal, two digits each: the page module's version and the
/// digests the account database keeps.
enum Hexadecimal {
    static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
