import ActionData
import Foundation
import Testing

/// The SwiftUI target compiles only where SwiftUI exists; on Linux its sources are checked as
/// text for what the compiler here cannot check.
@Suite("SwiftUI front-end sources")
struct SwiftUISourceTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ActionDataSwiftUI")

    static func sourceFiles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        return try names.sorted().map { name in
            (name, String(decoding: try Data(contentsOf: sources.appendingPathComponent(name)), as: UTF8.self))
        }
    }

    @Test func everyFileIsWrappedForPlatformsWithSwiftUI() throws {
        let files = try Self.sourceFiles()
        #expect(files.count >= 20)
        for file in files {
            let code = file.text.split(separator: "\n").filter { !$0.hasPrefix("//") }
            #expect(code.first?.hasPrefix("#if canImport(SwiftUI)") == true, "\(file.name)")
            #expect(code.last == "#endif", "\(file.name)")
        }
    }

    /// Views read the form model's state and send it events: formatting, parsing, validation
    /// and the focus chain stay in the engine.
    @Test func viewsHoldNoFormattingParsingValidationOrFocusLogic() throws {
        let forbidden = [
            "Formatter", "String(format", "Int(", ".controller", ".validation.", "moveToNext(", "moveToPrevious(",
            "ADBindingController", "ADMaskedStringFormatter",
        ]
        for file in try Self.sourceFiles() {
            for token in forbidden {
                #expect(!file.text.contains(token), "\(file.name) uses \(token)")
            }
        }
    }

    /// The one view that renders any control tree names every kind of control, so a storyboard
    /// form shows every control the web and UIKit show.
    @Test(arguments: ADControlKind.allCases)
    func theControlViewRendersEveryKind(kind: ADControlKind) throws {
        let text = try #require(try Self.sourceFiles().first { $0.name == "ADControlView.swift" }?.text)
        #expect(text.contains("case .\(kind.rawValue):") || text.contains("case .\(kind.rawValue),"), "\(kind)")
    }

    /// A refused event is shown under its control (`ControlEditor`), not dropped: a `try?` is
    /// left only where nothing is lost, and the comment above it says why.
    @Test func everyTryQuestionMarkSaysWhyNothingIsLost() throws {
        for file in try Self.sourceFiles() {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for (number, line) in lines.enumerated() where line.contains("try?") {
                let previous = number > 0 ? lines[number - 1] : ""
                #expect(previous.hasPrefix("//") && !previous.hasPrefix("///"), "\(file.name):\(number + 1): \(line)")
            }
        }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        for file in try Self.sourceFiles() {
            var previous = ""
            for line in file.text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if line.hasPrefix("public ") {
                    #expect(previous.hasPrefix("///"), "\(file.name): \(line)")
                }
                if !line.hasPrefix("@") { previous = line }
            }
        }
    }
}
