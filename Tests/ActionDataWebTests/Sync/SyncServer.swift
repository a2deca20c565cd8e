import ActionData
import ActionDataPostgres
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// A synced job: workers see and change their own, never its cost.
struct Job: ADSyncedTable, Equatable {
    static let tableName = "Jobs"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var title = ""
    var owner = ""
    var status = "draft"
    var price = 1.0
    var cost = 0.5
}

/// A table that does not sync.
struct Memo: ADDataTable {
    static let tableName = "Memos"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.autoUUIDString

    var id = ""
    var text = ""
}

/// Where a sync server keeps its records.
enum SyncDatabase: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// The databases the tests run on here: PostgreSQL where its package is installed.
    static var available: [SyncDatabase] { PostgresCluster.isAvailable ? allCases : [.sqlite] }

    /// A new, empty database's address: a file in a new folder, or a PostgreSQL URL.
    func make() async throws -> String {
        switch self {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder.appendingPathComponent("server.sqlite").path
        case .postgres:
            return try await PostgresCluster.shared().newDatabase()
        }
    }

    /// A provider on `address`, and what closes it.
    func open(_ address: String) async throws -> (any ADSyncProvider, @Sendable () async -> Void) {
        switch self {
        case .sqlite:
            return (try ADSQLiteProvider(path: address), {})
        case .postgres:
            let provider = try await ADPostgresProvider(url: address, connections: 4)
            return (provider, { await provider.close() })
        }
    }
}

/// A server syncing ``Job``s, whose people sign in with accounts: Ada and Bob are workers,
/// Root an admin; every password `"\(name) password"`.
struct SyncServer {
    let provider: any ADSyncProvider
    let server: ADWebServer
    let close: @Sendable () async -> Void

    static let rules = """
        {"tables": {"Jobs": {
          "admin": {"read": true, "create": true, "update": true, "delete": true},
          "worker": {
            "read": "owner = user.id",
            "create": true,
            "update": "owner = user.id",
            "delete": "owner = user.id AND status <> 'approved'",
            "hidden": ["cost"],
            "readOnly": {"price": "status = 'approved'"},
            "presets": {"owner": "user.id"},
            "check": "price >= 0"
          }
        }}}
        """

    static let people = [("ada", ["worker"]), ("bob", ["worker"]), ("root", ["admin"])]
    static func password(of name: String) -> String { "\(name) password" }

    /// A server on a private SQLite database, its people stored.
    static func make(sync: (any ADSyncProvider) -> ADWebSync = { ADWebSync(provider: $0) }) async throws -> SyncServer {
        try await make(on: .sqlite, at: ":memory:", sync: sync)
    }

    /// A server on the database `kind` at `address`, its people stored once.
    static func make(
        on kind: SyncDatabase, at address: String, rules: String = rules,
        sync: (any ADSyncProvider) -> ADWebSync = { ADWebSync(provider: $0) }
    ) async throws -> SyncServer {
        let (provider, close) = try await kind.open(address)
        try await provider.register(Job.self)
        let accounts = try await ADWebAccounts(database: provider, passwordCost: 4)
        if try await accounts.isEmpty() {
            for (name, roles) in people { try await accounts.add(name: name, password: password(of: name), roles: roles) }
        }
        let sessions = try await ADWebSessionStore {
            try ADWebForm(title: "Jobs", root: ADViewGroup([ADTextFieldModel(name: "title", dataPath: "title")]), model: Job()) { job in
                try await provider.save(job)
            }
        }
        let server = ADWebServer(
            sessions: sessions, identity: .accounts(accounts),
            rules: ADWebAccessRules(permissions: try ADPermissions(json: rules), table: "Jobs"), sync: sync(provider))
        return SyncServer(provider: provider, server: server, close: close)
    }

    /// Runs `body` with the server listening on a port of 127.0.0.1, given its address.
    func serving(_ body: @escaping @Sendable (URL) async throws -> Void) async throws {
        let application = Application(router: server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
            try await body(url)
        }
    }

    /// A device signed in as `name`, with the ``Job`` model registered.
    static func device(of name: String, at server: URL) async throws -> Device {
        let provider = try ADSQLiteProvider(path: ":memory:")
        try await provider.register(Job.self)
        let client = ADSyncClient(provider: provider, server: server, batchSize: 50)
        try await client.signIn(name: name, password: password(of: name))
        return Device(provider: provider, client: client)
    }
}

/// A device: its replica and its client.
struct Device: Sendable {
    let provider: ADSQLiteProvider
    let client: ADSyncClient

    func jobs() async throws -> [Job] { try await provider.load(Job.self, where: nil, orderBy: [.ascending("id")], limit: nil) }
}
