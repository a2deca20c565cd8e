@testable import actiondata
import Foundation
import Testing

/// `Examples/CategoryForm/Main.storyboard` through the command line: what `actiondata serve`
/// renders in a browser and what `actiondata lint` checks.
@Suite("actiondata serve and lint on the UIKit example")
struct ExampleCommandTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/CategoryForm").path

    @Test func serveRendersTheExampleScene() throws {
        let form = try InterfaceDocumentForm.make(
            documentPath: "\(Self.example)/Main.storyboard", recordPath: "\(Self.example)/Category.json", sceneID: "Category Form")
        #expect(form.html().contains("Label Colour"))
        let states = form.states()
        #expect(states.count == 13)
        #expect(states.compactMap(\.text).contains("Swift File"))
        #expect(states.compactMap(\.text).contains("quantity good"))
        #expect(states.contains { $0.content == .picker(text: "orange", options: ["none", "red", "orange", "yellow", "green", "blue", "indigo", "violet"], title: "Label Colour") })
    }

    @Test func lintIsCleanAgainstTheSwiftModel() {
        let result = LintRunner(
            files: ["\(Self.example)/Main.storyboard"], modelPath: "\(Self.example)/Category.swift", typeName: "Category",
            format: .text
        ).run()
        #expect(result.output.isEmpty)
        #expect(result.exitCode == 0)
    }
}
