import ActionDataSQLite
import Foundation
import Testing

/// `Examples/FormServer`, the starting point for serving a team's own model from its own
/// executable: it builds from a copy of the repository, refuses unsafe options naming the
/// fix, serves its form, and syncs the example iPhone apps' categories. The build takes minutes, so it runs where
/// `ACTIONDATA_ADOPTION_BUILDS=1` is set, as `.ci/run` sets it.
@Suite(.serialized, .enabled(if: AppBuilds.areEnabled, AppBuilds.skipReason))
struct FormServerStarterTests {
    /// Options the starter refuses before it listens, and what its message names.
    static let refusals: [(arguments: [String], named: [String])] = [
        (["--host", "0.0.0.0"], ["--host 0.0.0.0", "users add", "--identity-headers", "--allow-anonymous"]),
        (["--public-url", "ftp://forms.example.com"], ["--public-url", "ftp://forms.example.com"]),
        (["--trusted-proxy", "10.0.0.0/33"], ["--trusted-proxy", "10.0.0.0/33"]),
        (["--identity-headers"], ["--trusted-proxy"]),
        (["--host", "0.0.0.0", "--identity-headers", "--trusted-proxy", "10.0.0.2/32"], ["--host 0.0.0.0", "--allow-any-identity"]),
    ]

    /// The fields of the starter's model, each a control of the page's form.
    static let fields = ["site", "inspector", "visited", "defects", "outcome", "followUp", "notes"]

    @Test func buildsRefusesUnsafeOptionsServesItsFormAndSyncs() async throws {
        let starter = try StarterPackage()
        defer { starter.remove() }
        let build = try await starter.build()
        try #require(build.status == 0, "swift build of Examples/FormServer: \(build.output.suffix(4_000))")

        let database = starter.folder.appendingPathComponent("inspections.sqlite").path
        let sessions = starter.folder.appendingPathComponent("sessions.sqlite").path
        let stores = ["--database", database, "--sessions", sessions]
        for refusal in Self.refusals {
            let run = try await starter.run(["serve"] + refusal.arguments + stores)
            #expect(run.status != 0, "\(refusal.arguments) was served")
            for name in refusal.named { #expect(run.output.contains(name), "\(refusal.arguments): \(run.output)") }
        }

        let server = try await StarterServer.start(
            starter.executable, arguments: stores, log: starter.folder.appendingPathComponent("server.log"))
        let page: (status: Int, body: String)
        do {
            page = try await server.get("/")
            server.stop()
        } catch {
            server.stop()
            throw error
        }
        #expect(page.status == 200, "\(server.output)")
        #expect(page.body.contains("<title>Inspections</title>"))
        for field in Self.fields { #expect(page.body.contains("id=\"\(field)\""), "\(field) in \(page.body)") }

        try await syncsTheExampleAppsCategories(starter, database: database)
    }

    /// The example iPhone apps' categories sync through the starter once it has an account:
    /// one device's new category reaches another, and a wrong password is refused.
    private func syncsTheExampleAppsCategories(_ starter: StarterPackage, database: String) async throws {
        let stores = ["--database", database, "--sessions", ":memory:"]
        let added = try await starter.run(["users", "add", "ada", "--password-stdin", "--database", database], input: "ada's password\n")
        try #require(added.status == 0, "\(added.output)")

        let server = try await StarterServer.start(
            starter.executable, arguments: stores, log: starter.folder.appendingPathComponent("server.log"))
        defer { server.stop() }
        let address = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
        let phone = try ExampleDevice(server: address)
        let tablet = try ExampleDevice(server: address)
        await #expect(throws: ADSyncError.self) { try await phone.client.signIn(name: "ada", password: "a guess") }
        for device in [phone, tablet] { try await device.client.signIn(name: "ada", password: "ada's password") }

        let made = try await phone.provider.save(ExampleCategory(name: "Printers", quantity: 3))
        #expect(try await phone.client.sync().pushed == ExampleCategory.fields, "\(server.output)")
        try await tablet.client.sync()
        #expect(try await tablet.provider.load(ExampleCategory.self, key: made.id) == made)
    }
}

/// The example apps' `Category` (`Examples/CategorySync/Category.swift`): the same table,
/// key and fields.
struct ExampleCategory: ADSyncedTable, Equatable {
    static let tableName = "Categories"
    static let primaryKey = "id"
    static let primaryKeyType = ADDataTableKeyType.timeOrderedUUIDString
    /// The fields besides the key, each a change when a category is made.
    static let fields = 6

    var id = ""
    var name = ""
    var description = ""
    var quantity = 1
    var price = 0.0
    var phone = ""
    var enabled = true
}

/// A device of the example apps: its categories in memory, and its client.
struct ExampleDevice {
    let provider: ADSQLiteProvider
    let client: ADSyncClient

    init(server: URL) throws {
        provider = try ADSQLiteProvider(path: ":memory:")
        _ = try provider.register(ExampleCategory.self)
        client = ADSyncClient(provider: provider, server: server)
    }
}
