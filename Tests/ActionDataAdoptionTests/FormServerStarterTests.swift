import Foundation
import Testing

/// `Examples/FormServer`, the starting point for serving a team's own model from its own
/// executable: it builds from a copy of the repository, refuses unsafe options naming the
/// fix, and serves its form. The build takes minutes, so it runs where
/// `ACTIONDATA_ADOPTION_BUILDS=1` is set, as `.ci/run` sets it.
@Suite(.serialized, .enabled(if: AppBuilds.areEnabled, AppBuilds.skipReason))
struct FormServerStarterTests {
    /// Options the starter refuses before it listens, and what its message names.
    static let refusals: [(arguments: [String], named: [String])] = [
        (["--host", "0.0.0.0"], ["--host 0.0.0.0", "users add", "--identity-headers", "--allow-anonymous"]),
        (["--public-url", "ftp://forms.example.com"], ["--public-url", "ftp://forms.example.com"]),
        (["--trusted-proxy", "10.0.0.0/33"], ["--trusted-proxy", "10.0.0.0/33"]),
        (["--identity-headers"], ["--trusted-proxy"]),
    ]

    /// The fields of the starter's model, each a control of the page's form.
    static let fields = ["site", "inspector", "visited", "defects", "outcome", "followUp", "notes"]

    @Test func buildsRefusesUnsafeOptionsAndServesItsForm() async throws {
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
        defer { server.stop() }
        let page = try await server.get("/")
        #expect(page.status == 200, "\(server.output)")
        #expect(page.body.contains("<title>Inspections</title>"))
        for field in Self.fields { #expect(page.body.contains("id=\"\(field)\""), "\(field) in \(page.body)") }
    }
}
