import ActionDataSQLite
import ActionDataWeb
import Foundation

/// The row holding the session secret of a SQLite sessions file: the nodes' secret in shared
/// storage, the one server's in a parking, so sessions stay valid across restarts.
struct SessionSecretRow: ADDataTable {
    static let tableName = "ActionDataSessionSecret"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.uniqueValue
    static let onlyKey = "session-signing"

    var id = ""
    var secret = ""

    /// The secret kept in `database`, made and kept there the first time (in one transaction,
    /// so processes starting together agree on it).
    static func secret(in database: ADSQLiteProvider) async throws -> Data {
        try await database.transaction { transaction in
            if let kept = try transaction.load(SessionSecretRow.self, key: onlyKey),
                let secret = Data(base64Encoded: kept.secret), secret.count == SessionSigner.secretLength
            {
                return secret
            }
            let secret = SessionSigner.newSecret()
            _ = try transaction.save(SessionSecretRow(id: onlyKey, secret: secret.base64EncodedString()))
            return secret
        }
    }
}
