import ActionData
import ActionDataPostgres
import ActionDataSQLite
import ActionDataStorage
import ActionDataWeb
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a benchmark's sync server keeps its records.
public enum SyncBenchDatabase: Sendable {
    /// A SQLite file.
    case sqlite(path: String)
    /// A PostgreSQL database, by URL.
    case postgres(url: String)

    /// The database's name in the figures.
    public var name: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }

    /// A provider on the database, and what closes it.
    public func open() async throws -> (any ADSyncProvider, @Sendable () async -> Void) {
        switch self {
        case .sqlite(let path):
            return (try ADSQLiteProvider(path: path), {})
        case .postgres(let url):
            let provider = try await ADPostgresProvider(url: url, connections: 4)
            return (provider, { await provider.close() })
        }
    }
}

/// A real `ADWebServer` syncing ``SyncedReading``s on a port of 127.0.0.1, whose one account
/// (``name``, ``password``) signs in with a password; no access rules, so the figures are
/// those of sync itself.
public struct SyncBenchServer: Sendable {
    /// The account devices sign in as.
    public static let name = "bench"
    /// Its password.
    public static let password = "bench password"

    /// The server's replica.
    public let provider: any ADSyncProvider
    /// Where it listens.
    public let url: URL
    private let running: Task<Void, any Error>
    private let close: @Sendable () async -> Void

    /// Starts a server on `database`, listening on `port` of 127.0.0.1, and waits until it answers.
    public static func start(on database: SyncBenchDatabase, port: Int) async throws -> SyncBenchServer {
        let (provider, close) = try await database.open()
        try await provider.register(SyncedReading.self)
        let accounts = try await ADWebAccounts(database: provider, passwordCost: 4)
        if try await accounts.isEmpty() { try await accounts.add(name: name, password: password, roles: ["admin"]) }
        let sessions = try await ADWebSessionStore {
            try ADWebForm(title: "Readings", root: ADViewGroup([ADTextFieldModel(name: "site", dataPath: "site")]), model: SyncedReading()) {
                reading in try await provider.save(reading)
            }
        }
        let server = ADWebServer(sessions: sessions, identity: .accounts(accounts), sync: ADWebSync(provider: provider))
        let application = server.application(host: "127.0.0.1", port: port)
        let running = Task { try await application.runService() }
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw SyncBenchError("no URL for port \(port)") }
        let started = SyncBenchServer(provider: provider, url: url, running: running, close: close)
        try await started.waitUntilUp()
        return started
    }

    /// Stops listening and closes the database.
    public func stop() async {
        running.cancel()
        _ = await running.result
        await close()
    }

    /// One `GET /healthz`: the round trip of a trivial route, the baseline of a pull.
    public func health() async throws {
        let (_, response) = try await URLSession.shared.data(from: url.appendingPathComponent("healthz"))
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw SyncBenchError("GET /healthz did not answer 200") }
    }

    private func waitUntilUp() async throws {
        for _ in 0..<100 {
            if (try? await health()) != nil { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw SyncBenchError("the server at \(url) did not come up in 10 s")
    }
}

/// A benchmark's setup that went wrong.
public struct SyncBenchError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
