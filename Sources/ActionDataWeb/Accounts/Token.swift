import Crypto
import Foundation

/// The random tokens sign-ins are named by, and the digests the database keeps of them.
enum Token {
    /// 32 random bytes from the system's generator, base64url: 43 characters.
    static func make() -> String {
        Base64URL.encode(SymmetricKey(size: .bits256).withUnsafeBytes { Array($0) })
    }

    /// The SHA-256 of `text` in lowercase hexadecimal: what is stored in place of a token, an
    /// account name or an address.
    static func digest(_ text: String) -> String {
        Hexadecimal.lowercase(SHA256.hash(data: Array(text.utf8)))
    }
}
