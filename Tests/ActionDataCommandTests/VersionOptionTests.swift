import ArgumentParser
import Foundation
import Testing

@testable import actiondata

@Suite("actiondata --version")
struct VersionOptionTests {
    @Test(arguments: [["--version"], ["serve", "--version"]])
    func printsTheReleaseTheChangelogNames(arguments: [String]) throws {
        let changelog = try String(contentsOf: BrowserTools.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        do {
            _ = try ActionDataCommand.parseAsRoot(arguments)
            Issue.record("--version parsed as a command instead of printing the version")
        } catch {
            let version = ActionDataCommand.message(for: error)
            #expect(version == "0.1.0")
            #expect(changelog.contains("## \(version)"))
        }
    }
}
