import ArgumentParser
import Foundation
import Testing

@testable import actiondata

@Suite("actiondata --version")
struct VersionOptionTests {
    @Test(arguments: [["--version"], ["serve", "--version"]])
    func printsTheNewestReleaseOfTheChangelog(arguments: [String]) throws {
        let changelog = try String(contentsOf: BrowserTools.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        do {
            _ = try ActionDataCommand.parseAsRoot(arguments)
            Issue.record("--version parsed as a command instead of printing the version")
        } catch {
            let version = ActionDataCommand.message(for: error)
            let newestRelease = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") }
            #expect(version == "0.2.0")
            #expect(newestRelease?.hasPrefix("## \(version) — ") == true, "the newest release in CHANGELOG.md is \(version), dated")
            #expect(newestRelease?.wholeMatch(of: /## [0-9.]+ — [0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil)
        }
    }
}
