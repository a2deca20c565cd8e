@testable import actiondata
import Foundation
import TestSupport
import Testing

@Suite("actiondata lint")
struct LintCommandTests {
    static let fixtures = FixtureFiles.directory.path

    @Test("defects give file:line lines and status 1")
    func defects() {
        let result = LintRunner(
            files: ["\(Self.fixtures)/LintDefects.storyboard"], modelPath: "\(Self.fixtures)/Category.json", typeName: nil,
            format: .text
        ).run()
        #expect(result.exitCode == 1)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.first == "\(Self.fixtures)/LintDefects.storyboard:12: error: dataPath of ADBoundLabel 'bad-NM-001': field 'nmae' is not in the model Category; did you mean 'name'?")
    }

    @Test("a clean form against a Swift model passes with status 0")
    func clean() {
        let result = LintRunner(
            files: ["\(Self.fixtures)/ActionDataForm.storyboard"], modelPath: "\(Self.fixtures)/Category.swift",
            typeName: "Category", format: .text
        ).run()
        #expect(result.exitCode == 0)
        #expect(result.output.isEmpty)
    }

    @Test("JSON output counts errors and warnings")
    func json() throws {
        let result = LintRunner(
            files: ["\(Self.fixtures)/LintDefects.storyboard"], modelPath: nil, typeName: nil, format: .json
        ).run()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 3)
        #expect(object["warnings"] as? Int == 2)
        #expect((object["diagnostics"] as? [[String: Any]])?.first?["line"] as? Int == 17)
    }

    @Test("unusable models and documents are reported, not crashed on")
    func failures() {
        let ambiguous = LintRunner(
            files: ["\(Self.fixtures)/ActionDataForm.storyboard"], modelPath: "\(Self.fixtures)/Category.swift", typeName: nil,
            format: .text
        ).run()
        #expect(ambiguous.exitCode == 2)
        #expect(ambiguous.failure.contains("choose one with --type; types in the file: CategorySummary, Category"))
        let missing = LintRunner(files: ["/nonexistent.storyboard"], modelPath: nil, typeName: nil, format: .text).run()
        #expect(missing.exitCode == 1)
        #expect(missing.output.hasPrefix("/nonexistent.storyboard:1: error: cannot read the document"))
        let notJSON = LintRunner(
            files: ["\(Self.fixtures)/ActionDataForm.storyboard"], modelPath: "\(Self.fixtures)/ActionDataForm.storyboard",
            typeName: nil, format: .text
        ).run()
        #expect(notJSON.exitCode == 2)
        #expect(notJSON.failure.contains("is not a JSON object record"))
    }
}
