import Foundation
import Security

/// The sync token in the Keychain, one per server, readable only on this device while it is
/// unlocked: people sign in once, not on every launch.
enum SyncTokenKeychain {
    /// The token kept for `server`, or `nil`.
    static func token(for server: URL) -> String? {
        var query = item(for: server)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var found: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &found) == errSecSuccess, let data = found as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Keeps `token` for `server`, in place of the one kept before.
    static func keep(_ token: String, for server: URL) {
        forget(for: server)
        var attributes = item(for: server)
        attributes[kSecValueData as String] = Data(token.utf8)
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        SecItemAdd(attributes as CFDictionary, nil)
    }

    /// Forgets the token kept for `server`.
    static func forget(for server: URL) {
        SecItemDelete(item(for: server) as CFDictionary)
    }

    private static func item(for server: URL) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "org.actiondata.examples.sync",
            kSecAttrAccount as String: server.absoluteString,
        ]
    }
}
