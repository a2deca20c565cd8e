import ActionData
import ActionDataSQLite
import ActionDataWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// A synced visit, as an app on a device saves it.
struct SiteVisit: ADSyncedTable, Equatable {
    static let tableName = "SiteVisits"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString

    var id = ""
    var site = ""
    var defects = 0
}

/// `actiondata sync` on a device's SQLite file against a server with accounts.
@Suite(
    "actiondata sync",
    .enabled(if: FileManager.default.isExecutableFile(atPath: BrowserTools.executable.path), "needs the built actiondata executable"))
struct SyncCommandTests {
    static func sync(_ arguments: [String], input: String? = nil) async throws -> (status: Int32, output: String) {
        try await Spawned.onOwnThread { try Spawned.run(BrowserTools.executable.path, ["sync"] + arguments, input: input) }
    }

    /// A device file holding one visit saved through the synced model.
    static func deviceFile() async throws -> (URL, SiteVisit) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("device.sqlite")
        let device = try ADSQLiteProvider(path: file.path)
        let visit = try await device.save(SiteVisit(site: "North gate", defects: 2))
        return (file, visit)
    }

    /// Runs `body` with a server syncing ``SiteVisit``s, where `ada` signs in with `ada's secret`.
    static func serving(_ body: @escaping @Sendable (URL, ADSQLiteProvider) async throws -> Void) async throws {
        let provider = try ADSQLiteProvider(path: ":memory:")
        try await provider.register(SiteVisit.self)
        let accounts = try await ADWebAccounts(database: provider, passwordCost: 4)
        try await accounts.add(name: "ada", password: "ada's secret", roles: [])
        let sessions = try await ADWebSessionStore {
            try ADWebForm(title: "Visits", root: ADViewGroup([ADTextFieldModel(name: "site", dataPath: "site")]), model: SiteVisit()) { visit in visit }
        }
        let server = ADWebServer(sessions: sessions, identity: .accounts(accounts), sync: ADWebSync(provider: provider))
        let application = Application(router: server.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let port = try #require(client.port)
            try await body(try #require(URL(string: "http://127.0.0.1:\(port)")), provider)
        }
    }

    @Test("a device file's visit reaches the server; a second run has nothing to push")
    func pushesAndPulls() async throws {
        let (file, visit) = try await Self.deviceFile()
        try await Self.serving { url, server in
            let first = try await Self.sync(
                ["--server", url.absoluteString, "--database", file.path, "--name", "ada", "--password-stdin"], input: "ada's secret\n")
            #expect(first.status == 0, "\(first.output)")
            #expect(first.output.contains("Pushed 2 (2 applied"), "\(first.output)")
            #expect(try await server.load(SiteVisit.self, key: visit.id) == visit)
            let again = try await Self.sync(
                ["--server", url.absoluteString, "--database", file.path, "--name", "ada", "--password-stdin"], input: "ada's secret\n")
            #expect(again.output.contains("Pushed 0") && again.output.contains("0 not pushed"), "\(again.output)")
        }
    }

    @Test("a wrong password fails naming the server's refusal, and nothing is pushed")
    func wrongPassword() async throws {
        let (file, visit) = try await Self.deviceFile()
        try await Self.serving { url, server in
            let refused = try await Self.sync(
                ["--server", url.absoluteString, "--database", file.path, "--name", "ada", "--password-stdin"], input: "wrong\n")
            #expect(refused.status != 0)
            #expect(refused.output.contains("401"), "\(refused.output)")
            #expect(try await server.load(SiteVisit.self, key: visit.id) == nil)
        }
    }

    @Test(
        "options that cannot work are refused before anything is read",
        arguments: [
            (["--server", "ftp://example.com", "--database", "/nonexistent"], "http or https"),
            (["--server", "http://127.0.0.1:9", "--database", "/nonexistent/device.sqlite"], "no folder /nonexistent"),
            (["--server", "http://127.0.0.1:9", "--database", "/tmp", "--name", "ada"], "--password-stdin"),
            (["--server", "http://127.0.0.1:9", "--database", "/tmp", "--batch-size", "0"], "--batch-size"),
        ])
    func refusedOptions(arguments: [String], message: String) async throws {
        let refused = try await Self.sync(arguments)
        #expect(refused.status != 0)
        #expect(refused.output.contains(message), "\(refused.output)")
    }
}
