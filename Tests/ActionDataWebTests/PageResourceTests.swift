import ActionData
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import ActionDataWeb

/// The page's script and style sheet are files of their own, `Sources/ActionDataWeb/Resources`,
/// found through the module's bundle; Node checks the script's syntax where it is installed.
@Suite("Web: the page's script and style files")
struct PageResourceTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ActionDataWeb/Resources")

    private func served(_ uri: String) async throws -> String {
        let router = ADWebServer(session: ADWebSession { WebFormFixture.form() }).router()
        return try await Application(router: router).test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok, "\(uri)")
                return String(buffer: response.body)
            }
        }
    }

    @Test func theServedScriptAndStyleAreTheFilesInTheBundle() async throws {
        let script = try String(contentsOf: Self.resources.appendingPathComponent("page.js"), encoding: .utf8)
        let style = try String(contentsOf: Self.resources.appendingPathComponent("page.css"), encoding: .utf8)
        #expect(try await served("/page.js") == script)
        #expect(try await served("/page.css") == style)
        #expect(script.contains(#""use strict";"#))
    }

    @Test func aResourceTheBundleLacksIsATypedErrorNamingIt() {
        let error = #expect(throws: ADWebResourceError.self) { try PageResources.read("missing.js") }
        #expect(error?.resource == "missing.js")
        #expect(error?.description.hasPrefix("the web page's missing.js cannot be loaded: it is not in the bundle") == true)
    }

    /// `node --check` parses the script as the server serves it without running it.
    @Test(.enabled(if: ExecutableSearch.onPath(["node"]) != nil, "needs node on PATH to check the script's syntax"))
    func theServedScriptIsValidJavaScript() async throws {
        let node = try #require(ExecutableSearch.onPath(["node"]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("actiondata-page-\(UUID().uuidString).js")
        try await served("/page.js").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["--check", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = try output.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: data, as: UTF8.self))")
    }
}
