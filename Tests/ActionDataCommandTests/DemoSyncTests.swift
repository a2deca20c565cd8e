@testable import actiondata
import ActionData
import ActionDataSQLite
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// The README's two commands: `actiondata serve`, then `actiondata sync` of a device file
/// against it, on loopback without accounts.
@Suite(
    "actiondata sync against actiondata serve's demo",
    .enabled(if: FileManager.default.isExecutableFile(atPath: BrowserTools.executable.path), "needs the built actiondata executable"),
    .serialized)
struct DemoSyncTests {
    /// Runs `body` with the demo served on a new database and sessions file in a new folder,
    /// given the server and the folder.
    static func serving(_ body: (DemoServer, URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-demo-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Nothing lost: what the test checks was read; a leftover temporary folder is harmless.
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try await DemoServer.start(arguments: [
            "--database", folder.appendingPathComponent("demo.sqlite").path,
            "--sessions", folder.appendingPathComponent("sessions.sqlite").path,
        ])
        defer { server.stop() }
        try await body(server, folder)
    }

    /// `actiondata sync` of `device` against `server`, with `options`.
    static func sync(_ device: URL, with server: DemoServer, _ options: [String] = []) async throws -> (status: Int32, output: String) {
        try await SyncCommandTests.sync(["--server", server.url, "--database", device.path] + options)
    }

    /// The list entries of `server`'s categories, by id: their titles.
    static func listed(on server: DemoServer) async throws -> [String: String] {
        let (data, _) = try await URLSession.shared.data(from: try #require(URL(string: server.url + "/list")))
        guard case .array(let entries)? = try ADRecord(jsonData: data)["entries"] else { return [:] }
        var titles: [String: String] = [:]
        for case .record(let entry) in entries {
            if case .string(let id)? = entry["id"], case .string(let title)? = entry["title"] { titles[id] = title }
        }
        return titles
    }

    @Test("a new device file receives the three seed categories, and --list prints them")
    func newDeviceFile() async throws {
        try await Self.serving { server, folder in
            let device = folder.appendingPathComponent("device.sqlite")
            let run = try await Self.sync(device, with: server, ["--list"])
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("New device file \(device.path), for the demo's Categories"), "\(run.output)")
            #expect(run.output.contains("Pushed 0 (0 applied, 0 superseded, 0 refused)"), "\(run.output)")
            let provider = try ADSQLiteProvider(path: device.path)
            #expect(try await provider.load(Category.self, where: nil, orderBy: [.ascending("id")], limit: nil) == CategorySeed.categories)
            for seed in CategorySeed.categories {
                #expect(run.output.contains("  Categories \(seed.id) name=\"\(seed.name)\" description="), "\(run.output)")
            }
            #expect(run.output.contains("Conflicts on record: none"), "\(run.output)")
        }
    }

    @Test("a category saved on the device reaches the server and its list; a second device gets it, and --list shows it")
    func deviceSaveReachesServer() async throws {
        try await Self.serving { server, folder in
            let phone = folder.appendingPathComponent("phone.sqlite")
            #expect(try await Self.sync(phone, with: server).status == 0)
            let saved = try await ADSQLiteProvider(path: phone.path).save(Category(name: "Field notes", quantity: 4))
            let push = try await Self.sync(phone, with: server)
            #expect(push.status == 0 && push.output.contains("0 not pushed"), "\(push.output)")
            #expect(!push.output.contains("New device file"), "\(push.output)")
            #expect(try await Self.listed(on: server)[saved.id] == "Field notes")

            let tablet = folder.appendingPathComponent("tablet.sqlite")
            let run = try await Self.sync(tablet, with: server, ["--list"])
            #expect(run.status == 0, "\(run.output)")
            #expect(try await ADSQLiteProvider(path: tablet.path).load(Category.self, key: saved.id) == saved)
            #expect(run.output.contains("  Categories \(saved.id) name=\"Field notes\""), "\(run.output)")
        }
    }

    @Test("an existing file is synced as it is, the demo's model not registered in it; --list shows the server's refusals")
    func existingFile() async throws {
        let (file, visit) = try await SyncCommandTests.deviceFile()
        try await Self.serving { server, _ in
            let run = try await Self.sync(file, with: server, ["--list"])
            #expect(run.status == 0, "\(run.output)")
            #expect(!run.output.contains("New device file"), "\(run.output)")
            #expect(run.output.contains("Pushed 2 (0 applied, 0 superseded, 2 refused)"), "\(run.output)")
            #expect(run.output.contains("Synced records: none"), "the refused visit is rolled back: \(run.output)")
            #expect(run.output.contains("Conflicts on record, newest first:"), "\(run.output)")
            #expect(run.output.contains("  SiteVisits \(visit.id) site refused, kept null, lost \"North gate\": "), "\(run.output)")
            let provider = try ADSQLiteProvider(path: file.path)
            #expect(throws: ADDataError.self) { try provider.schema(of: Category.tableName) }
        }
    }
}
